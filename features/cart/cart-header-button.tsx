'use client';

import Link from 'next/link';
import type { CartInfo } from '@/lib/api/contract/cart';
import { TEXT_CART, TEXT_CHOOSE_CART } from '@/lib/constants-frame';
import { useModalStore } from '@/stores/modal-store';
import { requireSignIn } from '@/components/session/require-sign-in';
import { signedInIsland } from '@/components/session/signed-in-island';
import { CartIcon } from '@/components/icons/buying-icons';
import { ChevronDownIcon } from '@/components/icons/icons';
import styles from '@/components/ui/header-buttons.module.css';

/**
 * Spec §2.4: the cart button with a dot when the chosen cart has items, and an arrow that
 * opens the cart picker. A guest gets the sign-in modal from either.
 */
export function CartHeaderButtonView({ info }: { info?: CartInfo }) {
  const openModal = useModalStore((s) => s.openModal);
  const hasItems = (info?.count ?? 0) > 0;
  const where = info ? (info.trade_point_title ?? 'базовая корзина') : null;

  return (
    <div className={styles.group}>
      <Link
        href="/cart/"
        className={styles.button}
        aria-label={
          hasItems && where ? `${TEXT_CART}: ${where}, товаров: ${info?.count}` : TEXT_CART
        }
        onClick={(event) => requireSignIn(event)}
      >
        <span className={styles.icon}>
          <CartIcon size={22} />
          {hasItems && <span className={styles.dot} data-testid="cart-dot" />}
        </span>
        <span className={styles.label}>{TEXT_CART}</span>
      </Link>
      <button
        type="button"
        className={styles.arrow}
        aria-label={TEXT_CHOOSE_CART}
        aria-haspopup="dialog"
        onClick={() => {
          if (requireSignIn()) openModal('chooseCart');
        }}
      >
        <ChevronDownIcon size={16} />
      </button>
    </div>
  );
}

/** The chosen cart's dot comes with the live part (cart-live.tsx), for a signed-in buyer. */
export const CartHeaderButton = signedInIsland(
  () => import('./cart-live').then((m) => m.CartHeaderButtonLive),
  CartHeaderButtonView,
);
