// One Redis client per server process for Next's caches (issue #15): the page and data cache
// (next-cache-handler.mjs) and the `'use cache'` handler (use-cache-handler.mjs) share it.
//
// Redis is a cache here, never a dependency: the client connects in the background and
// reconnects forever; while it is not ready every call fails at once (no offline queue), the
// handlers count that as a miss and the page is rendered from the database. The shop is slower
// without Redis, never down and never stale.
import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from 'redis';

const SETTINGS = Symbol.for('vitrina.redis-cache.settings');
const STATE = Symbol.for('vitrina.redis-cache.state');
const WARN_EVERY_MS = 30_000;

/** Settings published by instrumentation.ts (bff/cache/redis-settings.ts); null without them. */
export function redisSettings() {
  return globalThis[SETTINGS] ?? null;
}

/**
 * The process's connection: `{ client, settings, onReady }`, or null when no settings were
 * published (REDIS_URL unset, or `next build`, where instrumentation does not run).
 */
export function redisConnection() {
  const existing = globalThis[STATE];
  if (existing) return existing;
  const settings = redisSettings();
  if (!settings) return null;
  const client = createClient({
    url: settings.url,
    // A command while disconnected fails now instead of waiting for the connection.
    disableOfflineQueue: true,
    socket: {
      // Generous: a server's start blocks the event loop for seconds, and a shorter limit
      // reports a healthy Redis as away. No request waits for it (no offline queue).
      connectTimeout: 10_000,
      // 100 ms, 200 ms, … at most 5 s between attempts, for as long as the process lives.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  const state = { client, settings, onReady: new Set(), wasDown: false, warnedAt: 0 };
  client.on('error', (error) => {
    state.wasDown = true;
    // Every reconnect attempt reports; one line in 30 s is enough for the log.
    if (Date.now() - state.warnedAt < WARN_EVERY_MS) return;
    state.warnedAt = Date.now();
    console.warn(`[cache] Redis недоступен (${error?.message ?? error}): страницы без кэша`);
  });
  client.on('ready', () => {
    if (state.wasDown) console.info('[cache] Redis снова доступен');
    state.wasDown = false;
    state.warnedAt = 0;
    for (const listener of state.onReady) listener();
  });
  client.connect().catch(() => {
    // Reported by the error listener; the reconnect strategy keeps trying.
  });
  globalThis[STATE] = state;
  return state;
}

/** Runs `call` against a ready client, or rejects at once when Redis is away or slow. */
export async function withRedis(connection, call) {
  if (!connection.client.isReady) throw new Error('Redis не подключён');
  const { timeoutMs } = connection.settings;
  const abort = new AbortController();
  const timeout = delay(timeoutMs, undefined, { signal: abort.signal, ref: false }).then(
    () => {
      throw new Error(`Redis не ответил за ${timeoutMs} мс`);
    },
    () => undefined,
  );
  try {
    return await Promise.race([call(connection.client), timeout]);
  } finally {
    abort.abort();
  }
}
