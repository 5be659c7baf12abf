'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrderSummary } from '@/lib/api/contract/user';
import { TEXT_BASE_CART, TEXT_LOADING } from '@/lib/constants';
import { ChevronIcon } from '../cart/buying-icons';
import { describeError } from '../cart/describe-error';
import { formatPrice } from '../catalog/format';
import { formatDateTime } from './order-dates';
import { OrderDetails } from './order-details';
import { OrderStatusBadge } from './order-status-badge';
import { orderDetailOptions } from './orders-queries';
import { RepeatOrderButton } from './repeat-order-button';
import styles from './orders.module.css';

function Detail({ id }: { id: number }) {
  const { data, error, isPending } = useQuery(orderDetailOptions(id));
  if (isPending) return <p>{TEXT_LOADING}</p>;
  if (!data) return <p className={styles.error}>{describeError(error)}</p>;
  return (
    <>
      <OrderDetails order={data} />
      <RepeatOrderButton orderId={id} />
    </>
  );
}

/** One order of the history; its lines and history open in place. */
export function OrderRow({ order }: { order: OrderSummary }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className={styles.row} data-testid="order-row" data-order-number={order.number}>
      <div className={styles.rowMain}>
        <span className={styles.number}>
          № {order.number}
          <time className={styles.date} dateTime={order.created_at}>
            {formatDateTime(order.created_at)}
          </time>
        </span>
        <span className={styles.point}>{order.trade_point_title ?? TEXT_BASE_CART}</span>
        <span>
          <OrderStatusBadge status={order.status} title={order.status_title} />
        </span>
        <span className={styles.sum}>{formatPrice(order.total)}</span>
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Свернуть' : 'Подробнее'}
          <ChevronIcon size={16} className={open ? styles.flip : undefined} />
        </button>
      </div>
      {open && (
        <div id={panel} className={styles.panel}>
          <Detail id={order.id} />
        </div>
      )}
    </li>
  );
}
