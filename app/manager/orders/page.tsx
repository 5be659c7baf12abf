import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getManagerOrders, managerFilter } from '@/features/orders/get-manager-orders';
import { ManagerOrdersPage } from '@/features/orders/manager-orders-page';

export const metadata: Metadata = {
  title: 'Заказы покупателей',
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<{
    page?: string | string[];
    status?: string | string[];
    query?: string | string[];
  }>;
}

export default async function ManagerOrders({ searchParams }: Props) {
  const data = await getManagerOrders(managerFilter(await searchParams));
  if (!data.signedIn)
    return <SignInPrompt title="Заказы покупателей" text="Раздел для менеджеров магазина." />;
  return (
    <HydrationBoundary state={data.state}>
      <ManagerOrdersPage filter={data.filter} />
    </HydrationBoundary>
  );
}
