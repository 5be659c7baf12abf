import type { Metadata } from 'next';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getConsoleProduct } from '@/features/console-catalog/get-console-catalog';
import { ProductNewPage } from '@/features/console-catalog/product-new-page';

export const metadata: Metadata = {
  title: 'Новый товар',
  robots: { index: false, follow: false },
};

export default async function ManagerProductNew() {
  const view = await getConsoleProduct(null);
  if (view.kind === 'guest')
    return <SignInPrompt title="Новый товар" text="Раздел для менеджеров магазина." />;
  return <ProductNewPage categories={view.categories} />;
}
