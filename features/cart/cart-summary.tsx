'use client';

import { ButtonLink } from '@/components/ui/button';
import type { CartList } from '@/lib/api/contract/cart';
import {
  TEXT_BASE_CART,
  TEXT_CART_COUNT,
  TEXT_CART_TOTAL,
  TEXT_GO_TO_ORDER,
  TEXT_PRICES_INFORMATIONAL,
} from '@/lib/constants';
import { formatPrice } from '@/lib/format/numbers';
import styles from './cart-page.module.css';

export function CartSummary({ cart }: { cart: CartList }) {
  const blocked = cart.lines.some((l) => l.problem);
  return (
    <aside className={styles.summary} aria-label="Итого по корзине">
      <p className={styles.summaryPoint}>{cart.trade_point_title ?? TEXT_BASE_CART}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{TEXT_CART_COUNT}</dt>
          <dd>{cart.count}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{TEXT_CART_TOTAL}</dt>
          <dd data-testid="cart-total">{formatPrice(cart.price_final)}</dd>
        </div>
      </dl>
      {blocked && (
        <p className={styles.problem}>Исправьте отмеченные позиции, чтобы оформить заказ.</p>
      )}
      <ButtonLink
        href="/order/"
        variant="accent"
        block
        aria-disabled={blocked}
        onClick={(e) => blocked && e.preventDefault()}
      >
        {TEXT_GO_TO_ORDER}
      </ButtonLink>
      <p className={styles.note}>{TEXT_PRICES_INFORMATIONAL}</p>
    </aside>
  );
}
