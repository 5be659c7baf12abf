import { tokenRefresh } from '@/lib/api/endpoints/auth';

export type RefreshResult =
  | { kind: 'ok'; access: string; refresh: string }
  /** The refresh token is dead (expired, revoked, reused): sign the browser out. */
  | { kind: 'rejected' }
  /** The API could not answer; keep the cookies and try on a later request. */
  | { kind: 'unavailable' };

const inFlight = new Map<string, Promise<RefreshResult>>();
// Requests that started with the same old cookie a moment later reuse the answer.
const REUSE_MS = 10_000;

async function callRefresh(apiOrigin: string, refresh: string): Promise<RefreshResult> {
  try {
    const response = await fetch(apiOrigin + tokenRefresh.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
      signal: AbortSignal.timeout(5000),
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      return { kind: 'rejected' };
    }
    if (!response.ok) return { kind: 'unavailable' };
    const data = (await response.json()) as { access?: unknown; refresh?: unknown };
    return typeof data.access === 'string' && typeof data.refresh === 'string'
      ? { kind: 'ok', access: data.access, refresh: data.refresh }
      : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** One refresh per refresh token in this instance, however many requests need it at once. */
export function refreshOnce(apiOrigin: string, refresh: string): Promise<RefreshResult> {
  let pending = inFlight.get(refresh);
  if (!pending) {
    pending = callRefresh(apiOrigin, refresh);
    inFlight.set(refresh, pending);
    void pending.finally(() => setTimeout(() => inFlight.delete(refresh), REUSE_MS));
  }
  return pending;
}
