import type { OrderStatus } from '@/lib/api/contract/orders';
import styles from './order-details.module.css';

export function OrderStatusBadge({ status, title }: { status: OrderStatus; title: string }) {
  return (
    <span className={`${styles.badge} ${styles[`status_${status}`]}`} data-status={status}>
      {title}
    </span>
  );
}
