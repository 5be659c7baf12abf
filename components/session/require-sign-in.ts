'use client';

import Cookies from 'js-cookie';
import { SIGNED_IN_COOKIE } from '@/lib/session/cookie-names';
import { useModalStore } from '@/stores/modal-store';

/**
 * Spec §4/§6: a guest who tries cart, favourites or the cart picker gets the sign-in modal.
 * Returns true when the action may go on.
 */
export function requireSignIn(): boolean {
  if (Cookies.get(SIGNED_IN_COOKIE) === '1') return true;
  useModalStore.getState().openModal('signIn');
  return false;
}
