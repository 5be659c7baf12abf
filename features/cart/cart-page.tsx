'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink, Button } from '@/components/ui/button';
import { CartFileLinks } from './cart-file-links';
import {
  TEXT_BASE_CART,
  TEXT_CART_EMPTY,
  TEXT_CLEAR_CART,
  TEXT_GO_TO_CATALOGUE,
  TEXT_LOADING,
} from '@/lib/constants';
import { TEXT_CART } from '@/lib/constants-frame';
import { useModalStore } from '@/stores/modal-store';
import { CartIcon } from '@/components/icons/buying-icons';
import { CartLineRow } from './cart-line';
import { CartSummary } from './cart-summary';
import { cartListOptions } from '@/lib/cart/cart-queries';
import { describeError } from '@/lib/describe-error';
import { useClearCart } from './use-cart-mutations';
import { useCartPoint } from '@/components/cart/use-cart-point';
import styles from './cart-page.module.css';

function ClearCart({ pointId }: { pointId: number | null }) {
  const [asking, setAsking] = useState(false);
  const clear = useClearCart(pointId);
  if (!asking) {
    return (
      <Button variant="ghost" size="small" onClick={() => setAsking(true)}>
        {TEXT_CLEAR_CART}
      </Button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={TEXT_CLEAR_CART}>
      <span>Удалить все товары из этой корзины?</span>
      <Button
        variant="secondary"
        size="small"
        disabled={clear.isPending}
        onClick={() => clear.mutate(undefined, { onSettled: () => setAsking(false) })}
      >
        Да, очистить
      </Button>
      <Button variant="ghost" size="small" onClick={() => setAsking(false)}>
        Отмена
      </Button>
    </div>
  );
}

/** /cart/: the lines of the chosen cart, with quantities, totals and the way to the order. */
export function CartPage({ serverPointId }: { serverPointId: number | null }) {
  const { pointId, ready } = useCartPoint(serverPointId);
  const openModal = useModalStore((s) => s.openModal);
  const {
    data: cart,
    error,
    isPending,
  } = useQuery({ ...cartListOptions(pointId), enabled: ready });

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1>{TEXT_CART}</h1>
          <p className={styles.which}>
            <span className={styles.whichLabel}>Корзина для заказа:</span>{' '}
            <strong data-testid="cart-page-point">
              {cart ? (cart.trade_point_title ?? TEXT_BASE_CART) : '…'}
            </strong>
            <button type="button" className={styles.change} onClick={() => openModal('chooseCart')}>
              Сменить корзину
            </button>
          </p>
        </div>
        <div className={styles.confirm}>
          <CartFileLinks pointId={pointId} hasLines={!!cart && cart.lines.length > 0} />
          {cart && cart.lines.length > 0 && <ClearCart pointId={pointId} />}
        </div>
      </header>

      {isPending && <p className={styles.muted}>{TEXT_LOADING}</p>}
      {error && <p className={styles.error}>{describeError(error)}</p>}
      {cart && cart.lines.length === 0 && (
        <section className={styles.empty}>
          <CartIcon size={48} />
          <h2>{TEXT_CART_EMPTY}</h2>
          <p>Найдите товары в каталоге или в избранном и добавьте их в эту корзину.</p>
          <ButtonLink href="/category/">{TEXT_GO_TO_CATALOGUE}</ButtonLink>
        </section>
      )}
      {cart && cart.lines.length > 0 && (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label="Товары в корзине">
            {cart.lines.map((line) => (
              <CartLineRow key={line.id} line={line} pointId={pointId} />
            ))}
          </ul>
          <CartSummary cart={cart} />
        </div>
      )}
    </div>
  );
}
