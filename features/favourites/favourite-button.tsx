'use client';

import { requireSignIn } from '@/components/session/require-sign-in';
import { HeartIcon } from '@/components/icons/buying-icons';
import { useFavouriteIds, useToggleFavourite } from './use-favourites';
import styles from './favourite-button.module.css';

/** The heart on a product: toggles it in the buyer's favourites; a guest gets the sign-in modal. */
export function FavouriteButton({ productId }: { productId: number }) {
  const { data: ids } = useFavouriteIds();
  const toggle = useToggleFavourite();
  const on = ids?.includes(productId) ?? false;
  return (
    <button
      type="button"
      className={`${styles.heart} ${on ? styles.on : ''}`}
      aria-pressed={on}
      // The tooltip names the button too (no aria-label saying it again: issue #15, 24 hearts
      // a listing).
      title={on ? 'Убрать из избранного' : 'Добавить в избранное'}
      data-product-id={productId}
      onClick={() => {
        if (requireSignIn()) toggle.mutate({ productId, on: !on });
      }}
    >
      <HeartIcon size={22} filled={on} />
    </button>
  );
}
