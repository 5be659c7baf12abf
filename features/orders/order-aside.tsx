import type { ReactNode } from 'react';
import type { CartList } from '@/lib/api/contract/cart';
import {
  TEXT_BASE_CART,
  TEXT_CART_COUNT,
  TEXT_CART_TOTAL,
  TEXT_PRICES_INFORMATIONAL,
  TEXT_PRICE_ON_REQUEST,
} from '@/lib/constants';
import { formatPrice } from '@/lib/format/numbers';
import styles from './order-page.module.css';

/** The cart being ordered, line by line, with the total and the submit button under it. */
export function OrderAside({ cart, children }: { cart: CartList; children: ReactNode }) {
  return (
    <aside className={styles.aside} aria-label="Ваш заказ">
      <h2 className={styles.asideTitle}>Ваш заказ</h2>
      <p className={styles.asidePoint}>{cart.trade_point_title ?? TEXT_BASE_CART}</p>
      <ul className={styles.asideLines}>
        {cart.lines.map((l) => (
          <li key={l.id}>
            <span className={styles.asideName}>
              {l.product.title}
              <span className={styles.asideQty}>
                {' '}
                × {l.quantity}&nbsp;{l.product.unit}
              </span>
            </span>
            <span className={styles.asideSum}>
              {l.price === null ? TEXT_PRICE_ON_REQUEST : formatPrice(l.total)}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.asideTotals}>
        <div>
          <dt>{TEXT_CART_COUNT}</dt>
          <dd>{cart.count}</dd>
        </div>
        <div className={styles.asideGrand}>
          <dt>{TEXT_CART_TOTAL}</dt>
          <dd data-testid="order-total">{formatPrice(cart.price_final)}</dd>
        </div>
      </dl>
      <p className={styles.asideNote}>
        Стоимость доставки менеджер подтвердит при звонке. {TEXT_PRICES_INFORMATIONAL}
      </p>
      {children}
    </aside>
  );
}
