'use client';

import Link from 'next/link';
import { usePublicPathname } from '@/components/navigation/use-public-pathname';
import { useEffect, useRef } from 'react';
import { TEXT_BASE_CART, TEXT_CART_COUNT, TEXT_CART_TOTAL } from '@/lib/constants';
import { useCartPointStore } from '@/stores/cart-point-store';
import { modalTrigger, useModalStore } from '@/stores/modal-store';
import { formatPrice } from '@/lib/format/numbers';
import { useSignedIn } from '@/components/session/use-signed-in';
import { CartIcon } from '@/components/icons/buying-icons';
import { useCartInfo } from '@/components/cart/use-cart-point';
import styles from './cart-strip.module.css';

const STRIP_PATHS = ['/cart', '/category', '/product'];

const stripShownOn = (pathname: string): boolean => STRIP_PATHS.some((p) => pathname.includes(p));

/**
 * Spec §2.3/§3: under the header on cart, catalogue and product pages (and right after a cart
 * is chosen): which cart, how many products, the total. Signed-in buyers only.
 */
export function CartStrip() {
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
}
