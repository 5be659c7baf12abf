'use client';

import { TEXT_SIGN_IN } from '@/lib/constants-frame';
import { modalTrigger, useModalStore } from '@/stores/modal-store';
import { signedInIsland } from '@/components/session/signed-in-island';
import styles from './account-menu.module.css';

export const UserIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </svg>
);

/** Spec §2.4: what a guest sees — 'Войти', which opens the sign-in modal. */
export function SignInButton() {
  const openModal = useModalStore((s) => s.openModal);
  return (
    <button
      type="button"
      className={styles.signIn}
      onClick={() => openModal('signIn')}
      {...modalTrigger('signIn')}
    >
      <UserIcon />
      <span className={styles.text}>{TEXT_SIGN_IN}</span>
    </button>
  );
}

/**
 * Spec §2.4: guests see 'Войти'; signed-in users a profile menu with their initials — the
 * live part (account-menu-live.tsx), loaded for them only.
 */
export const AccountMenu = signedInIsland(
  () => import('./account-menu-live').then((m) => m.AccountMenuLive),
  SignInButton,
);
