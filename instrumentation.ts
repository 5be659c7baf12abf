/**
 * Next runs this once per server process, before the first request. Issue #17: loading the
 * database module registers its probe (server/db/outage.ts), so even the first page request
 * during an outage is answered by proxy.ts with the branded 503, not Next's empty error shell.
 * The database itself is still opened lazily, by the first probe or request.
 *
 * Issue #15: with REDIS_URL the cache handlers (bff/cache/) find their settings, parsed by
 * lib/env.ts, before Next first asks them for a page.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./bff/database');
  // Without REDIS_URL nothing here runs: the environment is parsed lazily, as before.
  if (!process.env.REDIS_URL) return;
  const { publishRedisCacheSettings } = await import('./bff/cache/redis-settings');
  if (publishRedisCacheSettings()) console.info('[cache] кэш Next в Redis (REDIS_URL)');
}
