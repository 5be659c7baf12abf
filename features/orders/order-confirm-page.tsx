import { ButtonLink } from '@/components/ui/button';
import type { Order } from '@/lib/api/contract/orders';
import { CheckIcon } from '@/components/icons/icons';
import { formatDateTime } from '@/lib/format/date';
import { InvoiceLink } from './invoice-link';
import { OrderDetails } from './order-details';
import { OrderStatusBadge } from './order-status-badge';
import { RepeatOrderButton } from './repeat-order-button';
import { OrderExportLink } from './order-export-link';
import styles from './orders.module.css';

/** The page a buyer lands on after placing an order. */
export function OrderConfirmPage({ order }: { order: Order }) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.hero}>
        <span className={styles.heroIcon}>
          <CheckIcon size={28} />
        </span>
        <div>
          <h1 className={styles.heroTitle}>Заказ № {order.number} оформлен</h1>
          <p className={styles.heroText}>
            Спасибо! Подтверждение отправлено на {order.recipient.email}. Менеджер проверит наличие
            и свяжется с вами, чтобы согласовать доставку и оплату.
          </p>
        </div>
      </section>
      <section className={styles.card}>
        <header className={styles.cardHeader}>
          <h2 className={styles.cardTitle}>
            Заказ № {order.number} от {formatDateTime(order.created_at)}
          </h2>
          <OrderStatusBadge status={order.status} title={order.status_title} />
        </header>
        <OrderDetails order={order} />
        <div className={styles.actions}>
          <ButtonLink href="/user/lk-orders/">Мои заказы</ButtonLink>
          <ButtonLink href="/category/" variant="secondary">
            Продолжить покупки
          </ButtonLink>
          <InvoiceLink order={order} />
          <RepeatOrderButton orderId={order.id} />
          <OrderExportLink orderId={order.id} />
        </div>
      </section>
    </div>
  );
}
