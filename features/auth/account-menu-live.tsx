'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { isStaff } from '@/lib/account/roles';
import { callApi } from '@/lib/api/client';
import { ApiRequestError } from '@/lib/api/errors';
import {
  MANAGER_LINKS,
  PROFILE_LINKS,
  TEXT_ACCOUNT_PENDING,
  TEXT_MENU_LOGOUT,
} from '@/lib/constants';
import { notifySessionChange } from '@/lib/session/session-events';
import { useFrameStore } from '@/stores/frame-store';
import { withQueryClient } from '@/components/providers/query-provider';
import { useCurrentUser } from '@/components/session/use-current-user';
import { useSignedIn } from '@/components/session/use-signed-in';
import { useReplay } from '@/components/session/signed-in-island';
import { PROFILE_MENU_KEY, ProfileTrigger, SignInButton } from './account-menu';
import { reloadPage } from './reload';
import button from './account-menu.module.css';
import styles from './account-menu-live.module.css';

async function signOut() {
  try {
    const { logout } = await import('@/lib/api/endpoints/auth');
    await callApi(logout, { body: {} });
  } finally {
    // Spec §2.4: logout ends the session and reloads the page (the cookies are gone either way).
    notifySessionChange();
    reloadPage();
  }
}

function ProfileMenu() {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const routeChanges = useFrameStore((s) => s.routeChanges);

  // Spec §2.4: menus close on every route change, a new query included (RouteEffects counts
  // them; the path alone would miss ?page=2).
  useEffect(() => setOpen(false), [routeChanges]);
  // After the route effect above: a click on the button before this part came opens it now.
  useReplay(PROFILE_MENU_KEY, () => setOpen(true));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <div className={button.root} ref={root}>
      <ProfileTrigger
        name={name}
        initials={user?.initials}
        open={open}
        panelId={panelId}
        onClick={() => setOpen((v) => !v)}
      />
      {open && (
        <div id={panelId} className={styles.panel}>
          {user && (
            <div className={styles.who}>
              {name && <p className={styles.name}>{name}</p>}
              <p className={styles.email}>{user.email}</p>
              {user.status === 'pending' && (
                <p className={styles.pending}>{TEXT_ACCOUNT_PENDING}</p>
              )}
            </div>
          )}
          <ul className={styles.list}>
            {PROFILE_LINKS.map((link) => (
              <li key={link.href}>
                <Link className={styles.item} href={link.href} onClick={() => setOpen(false)}>
                  {link.title}
                </Link>
              </li>
            ))}
            {isStaff(user?.role) &&
              MANAGER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link className={styles.item} href={link.href} onClick={() => setOpen(false)}>
                    {link.title}
                  </Link>
                </li>
              ))}
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.logout}`}
                onClick={() => void signOut()}
              >
                {TEXT_MENU_LOGOUT}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * Issue #15: the account menu of a signed-in visitor, with react-query; loaded for such a
 * visitor only (account-menu.tsx).
 */
export const AccountMenuLive = withQueryClient(function AccountMenuLive() {
  const signedIn = useSignedIn();
  const { error } = useCurrentUser();
  // A hint cookie outliving its session: the API said no, so this is a guest.
  const stale = error instanceof ApiRequestError && error.status === 401;
  if (signedIn && !stale) return <ProfileMenu />;
  return <SignInButton />;
});
