'use client';

import { useId, useState, type ReactNode } from 'react';
import type { OrderStatus } from '@/lib/api/contract/orders';
import { ChevronDownIcon } from '@/components/icons/icons';
import { formatPrice } from '@/lib/format/numbers';
import { formatDateTime } from '@/lib/format/date';
import { OrderStatusBadge } from './order-status-badge';
import styles from './orders.module.css';

interface OrderRowShellProps {
  order: {
    number: string;
    created_at: string;
    status: OrderStatus;
    status_title: string;
    total: string;
  };
  /** Whose order it is: the trade point for a buyer, the organization and buyer for a manager. */
  who: ReactNode;
  /** The button's word while closed. */
  openLabel: string;
  /** The panel's content, mounted only while open (it loads the order's details). */
  detail: () => ReactNode;
  testId: string;
}

/** One order of a list: number, date, whose, status and total; the details open in place. */
export function OrderRowShell({ order, who, openLabel, detail, testId }: OrderRowShellProps) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className={styles.row} data-testid={testId} data-order-number={order.number}>
      <div className={styles.rowMain}>
        <span className={styles.number}>
          № {order.number}
          <time className={styles.date} dateTime={order.created_at}>
            {formatDateTime(order.created_at)}
          </time>
        </span>
        <span className={styles.point}>{who}</span>
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
          {open ? 'Свернуть' : openLabel}
          <ChevronDownIcon size={16} className={open ? styles.flip : undefined} />
        </button>
      </div>
      {open && (
        <div id={panel} className={styles.panel}>
          {detail()}
        </div>
      )}
    </li>
  );
}
