import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getOrdersHistory, historyParams } from '@/features/orders/get-orders-history';
import { OrdersHistoryPage } from '@/features/orders/orders-history-page';
import { TEXT_MENU_ORDERS } from '@/lib/constants';

export const metadata: Metadata = { title: TEXT_MENU_ORDERS, robots: { index: false } };

interface Props {
  searchParams: Promise<{ page?: string | string[]; organization?: string | string[] }>;
}

export default async function Orders({ searchParams }: Props) {
  const { page, organization } = historyParams(await searchParams);
  const data = await getOrdersHistory(page, organization);
  return (
    <>
      <CanonicalLink path="/user/lk-orders/" />
      {data.signedIn ? (
        <HydrationBoundary state={data.state}>
          <OrdersHistoryPage page={data.page} organization={data.organization} />
        </HydrationBoundary>
      ) : (
        <SignInPrompt title={TEXT_MENU_ORDERS} text="История заказов доступна после входа." />
      )}
    </>
  );
}
