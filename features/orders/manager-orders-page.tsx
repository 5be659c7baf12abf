'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import { callApi } from '@/lib/api/client';
import { MANAGER_ORDERS_PAGE_SIZE } from '@/lib/api/contract/orders-manager';
import { ORDER_STATUSES } from '@/lib/api/contract/orders';
import { managerOrders } from '@/lib/api/endpoints/orders-manager';
import { ORDER_STATUS_TITLES, TEXT_LOADING } from '@/lib/constants';
import fields from '@/components/form/fields.module.css';
import { describeError } from '@/lib/describe-error';
import { Pagination } from '@/components/ui/pagination';
import type { ManagerFilter } from './get-manager-orders';
import { ManagerOrderRow } from './manager-order-row';
import { ordersKeys } from './orders-keys';
import styles from './orders.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';

function managerHref(f: ManagerFilter): string {
  const q = new URLSearchParams();
  if (f.page > 1) q.set('page', String(f.page));
  if (f.status) q.set('status', f.status);
  if (f.query) q.set('query', f.query);
  const text = q.toString();
  return `/manager/orders/${text ? `?${text}` : ''}`;
}

/** The manager's order desk: search, status filter, and status changes in place. */
export function ManagerOrdersPage({ filter }: { filter: ManagerFilter }) {
  const router = useAppRouter();
  const [text, setText] = useState(filter.query);
  const { data, error, isPending } = useQuery({
    queryKey: ordersKeys.manager(filter.page, filter.status, filter.query),
    queryFn: ({ signal }) =>
      callApi(
        managerOrders,
        {
          query: {
            page: filter.page,
            status: filter.status || undefined,
            query: filter.query || undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.count / MANAGER_ORDERS_PAGE_SIZE)) : 1;

  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/orders/" />
      <h1 className={styles.historyTitle}>Заказы покупателей</h1>
      <form
        className={styles.historyHeader}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          router.push(managerHref({ ...filter, page: 1, query: text.trim() }));
        }}
      >
        <div className={styles.filter}>
          <label htmlFor="mo-query" className={fields.label}>
            Номер, e-mail или организация
          </label>
          <input
            id="mo-query"
            className={fields.input}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor="mo-status" className={fields.label}>
            Статус
          </label>
          <select
            id="mo-status"
            className={fields.select}
            value={filter.status}
            onChange={(e) =>
              router.push(
                managerHref({
                  ...filter,
                  page: 1,
                  status: e.target.value as ManagerFilter['status'],
                }),
              )
            }
          >
            <option value="">Все статусы</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_TITLES[s]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Найти
        </Button>
      </form>
      {isPending && <p>{TEXT_LOADING}</p>}
      {error && <p className={styles.error}>{describeError(error)}</p>}
      {data && data.count === 0 && <p className={styles.emptyBox}>Заказов не найдено.</p>}
      {data && data.results.length > 0 && (
        <>
          <ul className={styles.list} aria-label="Заказы покупателей">
            {data.results.map((o) => (
              <ManagerOrderRow key={o.id} order={o} />
            ))}
          </ul>
          <Pagination
            current={filter.page}
            total={pages}
            href={(p) => managerHref({ ...filter, page: p })}
          />
        </>
      )}
    </div>
  );
}
