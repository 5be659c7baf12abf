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
 * text and is ignored. Under the production server the API runs inside the /api route handler
 * and never sees a socket, so `scripts/serve.mjs` overwrites X-Forwarded-For with the socket's
 * address before Next reads the request, and the last (only) entry is used. Bare `next start`
 * skips that step (Next fills the header only when it is absent): don't run it in production.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('deps').trustedProxyHops ?? env().TRUSTED_PROXY_HOPS;
  const socket = socketAddress(c);
  const forwarded = c.req.header('x-forwarded-for');
  if (hops === 0) return socket ?? forwardedClient(forwarded, 1) ?? 'unknown';
  return forwardedClient(forwarded, hops) ?? socket ?? 'unknown';
}
