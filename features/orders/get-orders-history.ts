import 'server-only';
import { personalOrders } from '@/lib/api/endpoints/orders';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { ordersKeys } from './orders-keys';
import { serverApi } from '@/bff/server-api';

type Raw = string | string[] | undefined;
const first = (v: Raw) => (Array.isArray(v) ? v[0] : v);

/** ?page=&organization= of /user/lk-orders/, cleaned. */
export function historyParams(query: { page?: Raw; organization?: Raw }) {
  const page = Number(first(query.page));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    organization: (first(query.organization) ?? '').trim().slice(0, 300),
  };
}

export function getOrdersHistory(page: number, organization: string) {
  return personalPage(async (qc) => {
    const data = await personalApi(serverApi, personalOrders, {
      query: { page, organization: organization || undefined },
    });
    qc.setQueryData(ordersKeys.page(page, organization), data);
    return { page, organization };
  });
}
