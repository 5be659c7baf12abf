import 'server-only';
import { env } from '@/lib/env';

/**
 * What bff/cache/redis-connection.mjs reads: Next loads the cache handlers as plain modules,
 * outside its bundles, so they cannot import lib/env.ts. instrumentation.ts parses the
 * environment through it once per process, before the first request, and leaves the result
 * here, under a global symbol both module graphs see.
 */
export interface RedisCacheSettings {
  url: string;
  keyPrefix: string;
  timeoutMs: number;
}

export const REDIS_SETTINGS_KEY = Symbol.for('vitrina.redis-cache.settings');

/** Publishes the Redis settings for the cache handlers; false (nothing to do) without REDIS_URL. */
export function publishRedisCacheSettings(): boolean {
  const { REDIS_URL, REDIS_KEY_PREFIX, REDIS_TIMEOUT_MS } = env();
  if (!REDIS_URL) return false;
  const settings: RedisCacheSettings = {
    url: REDIS_URL,
    keyPrefix: REDIS_KEY_PREFIX,
    timeoutMs: REDIS_TIMEOUT_MS,
  };
  (globalThis as Record<symbol, unknown>)[REDIS_SETTINGS_KEY] = settings;
  return true;
}
