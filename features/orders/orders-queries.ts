import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { personalOrders } from '@/lib/api/endpoints/orders';
import { orderConfirm } from '@/lib/api/endpoints/orders';
import { ordersKeys } from './orders-keys';

export const ordersPageOptions = (page: number, organization: string) =>
  queryOptions({
    queryKey: ordersKeys.page(page, organization),
    queryFn: ({ signal }) =>
      callApi(
        personalOrders,
        { query: { page, organization: organization || undefined } },
        { signal },
      ),
  });

export const orderDetailOptions = (id: number) =>
  queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: ({ signal }) => callApi(orderConfirm, { params: { id } }, { signal }),
  });
