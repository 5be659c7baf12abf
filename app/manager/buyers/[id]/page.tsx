import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { BuyerView } from '@/features/console-buyers/buyer-view';
import { getBuyer } from '@/features/console-buyers/get-buyers';

export const metadata: Metadata = { title: 'Покупатель', robots: { index: false, follow: false } };

export default async function ManagerBuyer({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await getBuyer(id);
  if (view.kind === 'guest')
    return <SignInPrompt title="Покупатель" text="Раздел для менеджеров магазина." />;
  if (view.kind === 'forbidden') notFound();
  return <BuyerView b={view.data} />;
}
