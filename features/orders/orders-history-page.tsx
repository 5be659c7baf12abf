'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import { USER_ORDERS_PAGE_SIZE } from '@/lib/api/contract/orders';
import {
  TEXT_GO_TO_CATALOGUE,
  TEXT_LOADING,
  TEXT_MENU_ORDERS,
  TEXT_ORGANIZATION,
} from '@/lib/constants';
import fields from '@/components/form/fields.module.css';
import { Pagination } from '@/components/ui/pagination';
import { describeError } from '@/lib/describe-error';
import { OrderRow } from './order-row';
import { ordersPageOptions } from './orders-queries';
import styles from './orders.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';

function historyHref(page: number, organization: string): string {
  const q = new URLSearchParams();
  if (page > 1) q.set('page', String(page));
  if (organization) q.set('organization', organization);
  const text = q.toString();
  return `/user/lk-orders/${text ? `?${text}` : ''}`;
}

/** /user/lk-orders/: the buyer's orders, newest first, by organization, ten a page. */
export function OrdersHistoryPage({ page, organization }: { page: number; organization: string }) {
  const router = useAppRouter();
  const { data, error, isPending } = useQuery({
    ...ordersPageOptions(page, organization),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.count / USER_ORDERS_PAGE_SIZE)) : 1;

  return (
    <div className={styles.history}>
      <header className={styles.historyHeader}>
        <h1 className={styles.historyTitle}>{TEXT_MENU_ORDERS}</h1>
        {data && data.organizations.length > 0 && (
          <div className={styles.filter}>
            <label htmlFor="orders-organization" className={fields.label}>
              {TEXT_ORGANIZATION}
            </label>
            <select
              id="orders-organization"
              className={fields.select}
              value={organization}
              onChange={(e) => router.push(historyHref(1, e.target.value))}
            >
              <option value="">Все организации</option>
              {data.organizations.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          </div>
        )}
      </header>
      {isPending && <p>{TEXT_LOADING}</p>}
      {error && <p className={styles.error}>{describeError(error)}</p>}
      {data && data.count === 0 && (
        <section className={styles.emptyBox}>
          <h2>Заказов пока нет</h2>
          <p>Оформленные заказы появятся здесь со статусами и составом.</p>
          <ButtonLink href="/category/">{TEXT_GO_TO_CATALOGUE}</ButtonLink>
        </section>
      )}
      {data && data.results.length > 0 && (
        <>
          <div className={styles.listHead} aria-hidden="true">
            <span>Номер и дата</span>
            <span>Торговая точка</span>
            <span>Статус</span>
            <span className={styles.right}>Сумма</span>
            <span />
          </div>
          <ul className={styles.list} aria-label="Заказы">
            {data.results.map((o) => (
              <OrderRow key={o.id} order={o} />
            ))}
          </ul>
          <Pagination current={page} total={pages} href={(p) => historyHref(p, organization)} />
        </>
      )}
    </div>
  );
}
