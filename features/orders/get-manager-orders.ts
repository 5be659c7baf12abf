import 'server-only';
import { notFound } from 'next/navigation';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/api/contract/orders';
import { managerOrders } from '@/lib/api/endpoints/orders-manager';
import { ApiRequestError } from '@/lib/api/errors';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { ordersKeys } from './orders-keys';
import { serverApi } from '@/bff/server-api';

type Raw = string | string[] | undefined;
const first = (v: Raw) => (Array.isArray(v) ? v[0] : v);

export interface ManagerFilter {
  page: number;
  status: OrderStatus | '';
  query: string;
}

export function managerFilter(q: { page?: Raw; status?: Raw; query?: Raw }): ManagerFilter {
  const page = Number(first(q.page));
  const status = ORDER_STATUSES.find((s) => s === first(q.status)) ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status,
    query: (first(q.query) ?? '').trim().slice(0, 200),
  };
}

/** /manager/orders/: every order for a manager; anyone else signed in gets a 404. */
export function getManagerOrders(f: ManagerFilter) {
  return personalPage(async (qc) => {
    try {
      const data = await personalApi(serverApi, managerOrders, {
        query: { page: f.page, status: f.status || undefined, query: f.query || undefined },
      });
      qc.setQueryData(ordersKeys.manager(f.page, f.status, f.query), data);
      return { filter: f };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 403) notFound();
      throw error;
    }
  });
}
