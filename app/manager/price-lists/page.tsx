import type { Metadata } from 'next';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getPriceLists } from '@/features/console-price-lists/get-price-lists';
import { PriceListsPage } from '@/features/console-price-lists/price-lists-page';

export const metadata: Metadata = {
  title: 'Прайс-листы',
  robots: { index: false, follow: false },
};

export default async function ManagerPriceLists() {
  const view = await getPriceLists();
  if (view.kind === 'guest')
    return <SignInPrompt title="Прайс-листы" text="Прайс-листы — раздел для менеджеров." />;
  return <PriceListsPage initial={view.documents} />;
}
