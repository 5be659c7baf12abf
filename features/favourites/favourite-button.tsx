'use client';

import { requireSignIn } from '@/components/session/require-sign-in';
import { signedInIsland } from '@/components/session/signed-in-island';
import { HeartIcon } from '@/components/icons/buying-icons';
import styles from './favourite-button.module.css';

interface FavouriteButtonViewProps {
  productId: number;
  on?: boolean;
  /** Absent for a guest: the click only asks to sign in. */
  onToggle?: (on: boolean) => void;
}

/** The heart on a product: toggles it in the buyer's favourites; a guest gets the sign-in modal. */
export function FavouriteButtonView({ productId, on = false, onToggle }: FavouriteButtonViewProps) {
  return (
    <button
      type="button"
      className={`${styles.heart} ${on ? styles.on : ''}`}
      aria-pressed={on}
      aria-label={on ? 'Убрать из избранного' : 'Добавить в избранное'}
      title={on ? 'Убрать из избранного' : 'Добавить в избранное'}
      data-product-id={productId}
      onClick={() => {
        if (requireSignIn()) onToggle?.(!on);
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
