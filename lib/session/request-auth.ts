import 'server-only';
import { cookies } from 'next/headers';
import { accessCookieName } from './cookie-names';

/**
 * The Bearer header for a server component's call on behalf of the visitor. proxy.ts has
 * already refreshed an expiring token on this very request; null for a guest.
 */
export async function visitorAuthHeaders(): Promise<Record<string, string> | null> {
  const access = (await cookies()).get(accessCookieName())?.value;
  return access ? { Authorization: `Bearer ${access}` } : null;
}
