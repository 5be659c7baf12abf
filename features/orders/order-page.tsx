'use client';

import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import {
  TEXT_BASE_CART,
  TEXT_CART_EMPTY,
  TEXT_GO_TO_CATALOGUE,
  TEXT_LOADING,
  TEXT_PLACE_ORDER,
} from '@/lib/constants';
import { useModalStore } from '@/stores/modal-store';
import { orderDataOptions } from '@/lib/cart/cart-queries';
import { describeError } from '@/lib/describe-error';
import { useCartPoint } from '@/components/cart/use-cart-point';
import { OrderForm } from './order-form';
import styles from './order-page.module.css';

/** /order/: placing the chosen cart. The form remounts when another cart is chosen. */
export function OrderPage({ serverPointId }: { serverPointId: number | null }) {
  const { pointId, ready } = useCartPoint(serverPointId);
  const openModal = useModalStore((s) => s.openModal);
  const { data, error, isPending } = useQuery({ ...orderDataOptions(pointId), enabled: ready });

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{TEXT_PLACE_ORDER}</h1>
        <p className={styles.which}>
          Корзина:{' '}
          <strong data-testid="order-point">
            {data ? (data.cart.trade_point_title ?? TEXT_BASE_CART) : '…'}
          </strong>{' '}
          <button type="button" className={styles.change} onClick={() => openModal('chooseCart')}>
            Сменить корзину
          </button>
        </p>
      </header>
      {isPending && <p>{TEXT_LOADING}</p>}
      {error && <p className={styles.error}>{describeError(error)}</p>}
      {data && data.cart.lines.length === 0 && (
        <section className={styles.empty}>
          <h2>{TEXT_CART_EMPTY}</h2>
          <p>Добавьте товары в эту корзину или выберите другую.</p>
          <ButtonLink href="/category/">{TEXT_GO_TO_CATALOGUE}</ButtonLink>
        </section>
      )}
      {data && data.cart.lines.length > 0 && (
        <OrderForm key={pointId ?? 0} data={data} pointId={pointId} />
      )}
    </div>
  );
}
