import type { Context } from 'hono';
import { env } from '@/lib/env';
import type { AppEnv } from './context';

/**
 * The address the nearest trusted proxy saw, from an X-Forwarded-For list: each proxy appends
 * the address it was reached from, so only the last `hops` entries are theirs. The entries to
 * the left are the client's own words, free to change on every request.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  const entries = (header ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/** @hono/node-server passes Node's request as `c.env.incoming` (test server, `npm run api`). */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function socketAddress(c: Context): string | null {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? null;
}

/**
 * The caller's address for per-address rate limits (issue #17).
 *
 * TRUSTED_PROXY_HOPS > 0: the entry the N-th nearest proxy appended to X-Forwarded-For.
 * TRUSTED_PROXY_HOPS = 0 (no proxy): the socket's address; X-Forwarded-For is the client's own
 * text and is ignored. Under `next start` the API runs inside the /api route handler and never
 * sees a socket: Next's server copies the socket address into X-Forwarded-For only when the
 * request carries none (base-server: `x-forwarded-for ??= socket.remoteAddress`). So there the
 * last entry is used — the socket address for every browser, but a client that writes the
 * header itself chooses its key. A shop on `next start` that is reachable directly therefore
 * has per-address limits only as strong as that; put a proxy in front (and set 1) or run the
 * API with `npm run api`, where the socket is read. Accounts are protected regardless: their
 * throttles (server/auth/login-throttle.ts) do not depend on the address being honest.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('deps').trustedProxyHops ?? env().TRUSTED_PROXY_HOPS;
  const socket = socketAddress(c);
  const forwarded = c.req.header('x-forwarded-for');
  if (hops === 0) return socket ?? forwardedClient(forwarded, 1) ?? 'unknown';
  return forwardedClient(forwarded, hops) ?? socket ?? 'unknown';
}
