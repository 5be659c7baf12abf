'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { usePublicPathname } from '@/components/navigation/use-public-pathname';
import {
  ADDED_TO_CART_NOTICE_MS,
  TEXT_BASE_CART,
  TEXT_CART_COUNT,
  TEXT_CART_TOTAL,
} from '@/lib/constants';
import { describeError } from '@/lib/describe-error';
import { formatPrice } from '@/lib/format/numbers';
import { useCartPointStore } from '@/stores/cart-point-store';
import { modalTrigger, useModalStore } from '@/stores/modal-store';
import { withQueryClient } from '@/components/providers/query-provider';
import { requireSignIn } from '@/components/session/require-sign-in';
import { useSignedIn } from '@/components/session/use-signed-in';
import { useReplay } from '@/components/session/signed-in-island';
import { CartIcon } from '@/components/icons/buying-icons';
import { useCartInfo } from '@/components/cart/use-cart-point';
import { AddToCartView, addToCartKey, type AddToCartProps } from './add-to-cart-button';
import { CartHeaderButtonView } from './cart-header-button';
import { useCartChange } from './use-cart-mutations';
import styles from './cart-strip.module.css';

/**
 * Issue #15: the cart's islands as a signed-in buyer sees them — with the chosen cart's data
 * and react-query. Loaded only for such a visitor (signedInIsland); a guest's page has the
 * light parts next door.
 */

export const CartHeaderButtonLive = withQueryClient(function CartHeaderButtonLive() {
  const { data: info } = useCartInfo();
  return <CartHeaderButtonView info={info} />;
});

export const AddToCartLive = withQueryClient(function AddToCartLive(props: AddToCartProps) {
  const { product, quantity } = props;
  const [added, setAdded] = useState(false);
  const { data: info, pointId } = useCartInfo();
  const change = useCartChange(pointId);
  const inCart = info?.items.find((i) => i.product_id === product.id)?.quantity ?? 0;

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_TO_CART_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const add = () => {
    if (!requireSignIn() || product.price === null) return;
    change.reset();
    change.mutate(
      { kind: 'add', productId: product.id, quantity, price: product.price },
      { onSuccess: () => setAdded(true) },
    );
  };
  useReplay(addToCartKey(product.id), add);
  return (
    <AddToCartView
      {...props}
      inCart={inCart}
      added={added}
      error={describeError(change.error)}
      onAdd={add}
    />
  );
});

const STRIP_PATHS = ['/cart', '/category', '/product'];

const stripShownOn = (pathname: string): boolean => STRIP_PATHS.some((p) => pathname.includes(p));

/** The strip under the header (cart-strip.tsx says where and when). */
export const CartStripLive = withQueryClient(function CartStripLive() {
  const pathname = usePublicPathname();
  const signedIn = useSignedIn();
  const forced = useCartPointStore((s) => s.stripForced);
  const setForced = useCartPointStore((s) => s.setStripForced);
  const openModal = useModalStore((s) => s.openModal);
  const { data: info } = useCartInfo();
  const firstPath = useRef(pathname);

  // A strip shown by choosing a cart stays until the buyer goes elsewhere.
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      setForced(false);
    }
  }, [pathname, setForced]);

  if (!signedIn || !info || !(forced || stripShownOn(pathname))) return null;
  return (
    <section className={styles.strip} aria-label="Текущая корзина" data-testid="cart-strip">
      <div className={styles.inner}>
        <p className={styles.cart}>
          <CartIcon size={18} />
          <Link href="/cart/" className={styles.title} data-testid="cart-strip-title">
            {info.trade_point_title ?? TEXT_BASE_CART}
          </Link>
          <button
            type="button"
            className={styles.change}
            aria-label="Сменить корзину"
            onClick={() => openModal('chooseCart')}
            {...modalTrigger('chooseCart')}
          >
            Сменить
          </button>
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>{TEXT_CART_COUNT}</dt>
            <dd data-testid="cart-strip-count">{info.count}</dd>
          </div>
          <div>
            <dt>{TEXT_CART_TOTAL}</dt>
            <dd data-testid="cart-strip-total">{formatPrice(info.price_final)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
});
