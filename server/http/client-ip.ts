import type { Context } from 'hono';
import { env } from '@/lib/env';

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

/** The caller's address for per-address rate limits; X-Real-IP when no list was set. */
export function clientIp(c: Context): string {
  return (
    forwardedClient(c.req.header('x-forwarded-for'), env().TRUSTED_PROXY_HOPS) ??
    c.req.header('x-real-ip') ??
    'unknown'
  );
}
