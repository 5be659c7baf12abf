'use client';

import type { MouseEvent } from 'react';
import { cancelLinkNavigation } from '@/components/navigation/progress';
import { readCookie } from '@/lib/browser-cookie';
import { SIGNED_IN_COOKIE } from '@/lib/session/cookie-names';
import { useModalStore } from '@/stores/modal-store';

/**
 * Spec §4/§6: a guest who tries cart, favourites or the cart picker gets the sign-in modal.
 * Returns true when the action may go on. Given a link's click, a guest's click stays on the
 * page and starts no loading bar: there is no navigation to show.
 */
export function requireSignIn(click?: MouseEvent): boolean {
  if (readCookie(SIGNED_IN_COOKIE) === '1') return true;
  if (click) {
    click.preventDefault();
    cancelLinkNavigation(click.nativeEvent);
  }
  useModalStore.getState().openModal('signIn');
  return false;
}
