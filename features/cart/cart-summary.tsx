'use client';

import { useId } from 'react';
import { VatTotalsRows } from '@/components/pricing/vat-totals';
import { ButtonLink } from '@/components/ui/button';
import type { CartList } from '@/lib/api/contract/cart';
import { TEXT_BASE_CART, TEXT_CART_COUNT, TEXT_GO_TO_ORDER, textMinOrder } from '@/lib/constants';
import { TEXT_PRICES_INFORMATIONAL } from '@/lib/constants-frame';
import { formatPrice } from '@/lib/format/numbers';
import styles from './cart-page.module.css';

/** Issue #13: what the cart still lacks to reach the shop's minimum order; null when nothing. */
export function minOrderShortfall(cart: CartList): string | null {
  const missing = cart.min_order_missing;
  if (cart.min_order_amount === null || !(Number(missing) > 0)) return null;
  return textMinOrder(formatPrice(cart.min_order_amount), formatPrice(missing));
}

export function CartSummary({ cart }: { cart: CartList }) {
  const reasonId = useId();
  const problems = cart.lines.some((l) => l.problem);
  const shortfall = minOrderShortfall(cart);
  const blocked = problems || shortfall !== null;
  return (
    <aside className={styles.summary} aria-label="Итого по корзине">
      <p className={styles.summaryPoint}>{cart.trade_point_title ?? TEXT_BASE_CART}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{TEXT_CART_COUNT}</dt>
          <dd>{cart.count}</dd>
        </div>
        <VatTotalsRows
          totals={cart.totals}
          grandClassName={styles.grand}
          testIdPrefix="cart-total"
        />
      </dl>
      <div id={reasonId}>
        {problems && (
          <p className={styles.problem}>Исправьте отмеченные позиции, чтобы оформить заказ.</p>
        )}
        {shortfall && (
          <p className={styles.minOrder} data-testid="cart-min-order">
            {shortfall}
          </p>
        )}
      </div>
      <ButtonLink
        href="/order/"
        variant="accent"
        block
        aria-disabled={blocked}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={(e) => blocked && e.preventDefault()}
      >
        {TEXT_GO_TO_ORDER}
      </ButtonLink>
      <p className={styles.note}>{TEXT_PRICES_INFORMATIONAL}</p>
    </aside>
  );
}
