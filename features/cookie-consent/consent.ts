import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '@/lib/browser-cookie';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@/lib/constants-frame';

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
  if (readCookie(COOKIE_CONSENT_NAME) === ACCEPTED) return 'accepted';
  return dismissed ? 'dismissed' : 'unknown';
}

/** Spec §4: 'Принять' stores the cookie that hides the banner for COOKIE_CONSENT_DAYS. */
export function acceptCookies(): void {
  const expires = new Date(Date.now() + COOKIE_CONSENT_DAYS * 86_400_000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  writeCookie(
    `${COOKIE_CONSENT_NAME}=${ACCEPTED}; Expires=${expires}; Path=/; SameSite=Lax${secure}`,
  );
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
