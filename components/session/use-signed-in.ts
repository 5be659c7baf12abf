'use client';

import { useSyncExternalStore } from 'react';
import { readCookie } from '@/lib/browser-cookie';
import { SIGNED_IN_COOKIE } from '@/lib/session/cookie-names';
import { onSessionChange } from '@/lib/session/session-events';

/**
 * The non-secret hint cookie set beside the HttpOnly tokens: lets client islands draw the
 * signed-in state at once. The API still decides; a stale hint only costs one 401.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    onSessionChange,
    () => readCookie(SIGNED_IN_COOKIE) === '1',
    () => false,
  );
}
