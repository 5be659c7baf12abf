import type { Metadata } from 'next';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { BuyersPage } from '@/features/console-buyers/buyers-page';
import { buyersFilter, getBuyers } from '@/features/console-buyers/get-buyers';
import { notFound } from 'next/navigation';

export const metadata: Metadata = { title: 'Покупатели', robots: { index: false, follow: false } };

interface Props {
  searchParams: Promise<{
    q?: string | string[];
    status?: string | string[];
    page?: string | string[];
  }>;
}

export default async function ManagerBuyers({ searchParams }: Props) {
  const filter = buyersFilter(await searchParams);
  const view = await getBuyers(filter);
  if (view.kind === 'guest')
    return <SignInPrompt title="Покупатели" text="Раздел для менеджеров магазина." />;
  if (view.kind === 'forbidden') notFound();
  return <BuyersPage data={view.data} filter={filter} />;
}
