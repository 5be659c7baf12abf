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
  // Set by Next for each runtime it loads this file in; read before anything Node-only loads.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./bff/database');
  // Without REDIS_URL nothing here runs: the environment is parsed lazily, as before. So this
  // is a raw presence test (next.config.ts makes the same one to pick the cache handler); env()
  // here would parse, and could refuse, the environment at every start.
  if (!process.env.REDIS_URL) return;
  const { publishRedisCacheSettings } = await import('./bff/cache/redis-settings');
  if (publishRedisCacheSettings()) console.info('[cache] кэш Next в Redis (REDIS_URL)');
}
