'use client';

import { requireSignIn } from '@/components/session/require-sign-in';
import { deferToLive, signedInIsland } from '@/components/session/signed-in-island';
import { HeartIcon } from '@/components/icons/buying-icons';
import styles from './favourite-button.module.css';

/** The key of a heart clicked before the live part came (deferToLive). */
export const favouriteKey = (productId: number) => `favourite:${productId}`;

interface FavouriteButtonViewProps {
  productId: number;
  on?: boolean;
  /** Absent before the live part: a guest is asked to sign in, a buyer's click waits for it. */
  onToggle?: (on: boolean) => void;
}

/** The heart on a product: toggles it in the buyer's favourites; a guest gets the sign-in modal. */
export function FavouriteButtonView({ productId, on = false, onToggle }: FavouriteButtonViewProps) {
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
        if (!requireSignIn()) return;
        if (onToggle) onToggle(!on);
        else deferToLive(favouriteKey(productId));
      }}
    >
      <HeartIcon size={22} filled={on} />
    </button>
  );
}

/** Which hearts are on comes with the live part (favourites-live.tsx), for a signed-in buyer. */
export const FavouriteButton = signedInIsland<{ productId: number }>(
  () => import('./favourites-live').then((m) => m.FavouriteButtonLive),
  FavouriteButtonView,
);
