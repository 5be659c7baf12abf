'use client';

import { useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@/lib/api/contract/orders';
import { TEXT_BASE_CART, TEXT_LOADING } from '@/lib/constants';
import { describeError } from '@/lib/describe-error';
import { InvoiceLink } from './invoice-link';
import { OrderDetails } from './order-details';
import { OrderRowShell } from './order-row-shell';
import { orderDetailOptions } from './orders-queries';
import { RepeatOrderButton } from './repeat-order-button';
import { OrderExportLink } from './order-export-link';
import styles from './orders.module.css';

function Detail({ id }: { id: number }) {
  const { data, error, isPending } = useQuery(orderDetailOptions(id));
  if (isPending) return <p>{TEXT_LOADING}</p>;
  if (!data) return <p className={styles.error}>{describeError(error)}</p>;
  return (
    <>
      <OrderDetails order={data} />
      <div className={styles.actions}>
        <InvoiceLink order={data} />
        <OrderExportLink orderId={id} />
        <RepeatOrderButton orderId={id} />
      </div>
    </>
  );
}

/** One order of the history; its lines and history open in place. */
export function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <OrderRowShell
      order={order}
      who={order.trade_point_title ?? TEXT_BASE_CART}
      openLabel="Подробнее"
      detail={() => <Detail id={order.id} />}
      testId="order-row"
    />
  );
}
