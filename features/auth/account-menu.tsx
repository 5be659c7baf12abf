'use client';

import { ChevronDownIcon } from '@/components/icons/icons';
import { TEXT_PROFILE_MENU, TEXT_SIGN_IN } from '@/lib/constants-frame';
import { modalTrigger, useModalStore } from '@/stores/modal-store';
import { deferToLive, signedInIsland } from '@/components/session/signed-in-island';
import { useSignedIn } from '@/components/session/use-signed-in';
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

/** The profile menu's button: initials once the user is known, a person sign until then. */
export function ProfileTrigger({
  name,
  initials,
  open,
  panelId,
  onClick,
}: {
  name?: string;
  initials?: string;
  open: boolean;
  panelId?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onClick}
    >
      {/* The accessible name includes the visible initials (WCAG 2.5.3, label in name). */}
      <span className="visually-hidden">
        {name ? `${TEXT_PROFILE_MENU}: ${name}` : TEXT_PROFILE_MENU}
      </span>
      <span className={styles.avatar}>{initials || <UserIcon />}</span>
      <ChevronDownIcon size={16} className={styles.chevron} />
    </button>
  );
}

/** The key of the profile button clicked before the live part came (deferToLive). */
export const PROFILE_MENU_KEY = 'profile-menu';

function AccountMenuLight() {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInButton />;
  // Signed in, the live part on its way: its button as it first looks; a click opens the menu
  // once the live part is there.
  return (
    <div className={styles.root}>
      <ProfileTrigger open={false} onClick={() => deferToLive(PROFILE_MENU_KEY)} />
    </div>
  );
}

/**
 * Spec §2.4: guests see 'Войти'; signed-in users a profile menu with their initials — the
 * live part (account-menu-live.tsx), loaded for them only.
 */
export const AccountMenu = signedInIsland(
  () => import('./account-menu-live').then((m) => m.AccountMenuLive),
  AccountMenuLight,
);
