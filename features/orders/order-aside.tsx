import type { ReactNode } from 'react';
import type { CartList } from '@/lib/api/contract/cart';
import { TEXT_BASE_CART, TEXT_CART_COUNT } from '@/lib/constants';
import { TEXT_PRICES_INFORMATIONAL } from '@/lib/constants-frame';
import { TEXT_PRICE_ON_REQUEST } from '@/lib/constants-frame';
import { Price } from '@/components/pricing/price';
import { VatTotalsRows } from '@/components/pricing/vat-totals';
import { cartLineSplit } from '@/lib/pricing/split-lines';
import styles from './order-page.module.css';

function CartLineSum({ line }: { line: CartList['lines'][number] }) {
  const split = cartLineSplit(line);
  return split === null ? TEXT_PRICE_ON_REQUEST : <Price amounts={split} />;
}

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
              <CartLineSum line={l} />
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.asideTotals}>
        <div>
          <dt>{TEXT_CART_COUNT}</dt>
          <dd>{cart.count}</dd>
        </div>
        <VatTotalsRows
          totals={cart.totals}
          grandClassName={styles.asideGrand}
          testIdPrefix="order-total"
        />
      </dl>
      <p className={styles.asideNote}>
        Стоимость доставки менеджер подтвердит при звонке. {TEXT_PRICES_INFORMATIONAL}
      </p>
      {children}
    </aside>
  );
}
