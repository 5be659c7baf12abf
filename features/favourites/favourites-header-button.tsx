'use client';

import Link from 'next/link';
import { TEXT_FAVOURITES } from '@/lib/constants-frame';
import { requireSignIn } from '@/components/session/require-sign-in';
import { signedInIsland } from '@/components/session/signed-in-island';
import { HeartIcon } from '@/components/icons/buying-icons';
import styles from '@/components/ui/header-buttons.module.css';

/** Spec §2.4: the favourites button; the count shows how many products are kept. */
export function FavouritesHeaderButtonView({ count = 0 }: { count?: number }) {
  return (
    <Link
      href="/favourites/"
      className={styles.single}
      aria-label={count ? `${TEXT_FAVOURITES}: ${count}` : TEXT_FAVOURITES}
      onClick={(event) => requireSignIn(event)}
    >
      <span className={styles.icon}>
        <HeartIcon size={22} />
        {count > 0 && <span className={styles.badge}>{count > 99 ? '99+' : count}</span>}
      </span>
      <span className={styles.label}>{TEXT_FAVOURITES}</span>
    </Link>
  );
}

/** The count comes with the live part (favourites-live.tsx), for a signed-in buyer. */
export const FavouritesHeaderButton = signedInIsland(
  () => import('./favourites-live').then((m) => m.FavouritesHeaderButtonLive),
  FavouritesHeaderButtonView,
);
