import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@/lib/constants';

const ACCEPTED = '1';
const listeners = new Set<() => void>();
/** 'Все понятно' hides the banner for this page visit only: nothing is stored. */
let dismissed = false;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => listeners.forEach((l) => l());

export type ConsentState = 'accepted' | 'dismissed' | 'unknown';

function snapshot(): ConsentState {
  if (Cookies.get(COOKIE_CONSENT_NAME) === ACCEPTED) return 'accepted';
  return dismissed ? 'dismissed' : 'unknown';
}

/** Spec §4: 'Принять' stores the cookie that hides the banner for COOKIE_CONSENT_DAYS. */
export function acceptCookies(): void {
  Cookies.set(COOKIE_CONSENT_NAME, ACCEPTED, {
    expires: COOKIE_CONSENT_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  notify();
}

export function dismissBanner(): void {
  dismissed = true;
  notify();
}

/** null on the server and during hydration: the banner and counters wait for the browser. */
export function useConsent(): ConsentState | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
