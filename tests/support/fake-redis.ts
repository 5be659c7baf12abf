import type { CacheRedisClient, RedisCacheConnection } from '@/bff/cache/redis-connection.mjs';

/** One Redis for several "instances" of the cache handlers: strings and hashes in memory. */
export function fakeRedis() {
  const strings = new Map<string, string>();
  const hashes = new Map<string, Map<string, string>>();
  const client: CacheRedisClient & { isReady: boolean } = {
    isReady: true,
    get: (key: string) => Promise.resolve(strings.get(key) ?? null),
    set: (key: string, value: string) => Promise.resolve(void strings.set(key, value)),
    mGet: (keys: string[]) => Promise.resolve(keys.map((key) => strings.get(key) ?? null)),
    hGetAll: (key: string) => Promise.resolve(Object.fromEntries(hashes.get(key) ?? [])),
    hSet: (key: string, values: Record<string, string>) => {
      const hash = hashes.get(key) ?? new Map<string, string>();
      for (const [field, value] of Object.entries(values)) hash.set(field, value);
      hashes.set(key, hash);
      return Promise.resolve();
    },
  };
  return client;
}

/** One instance's connection to it (set `client.isReady` to false to take Redis away). */
export function fakeConnection(client: CacheRedisClient): RedisCacheConnection {
  return {
    client,
    settings: { url: 'redis://fake', keyPrefix: 'test', timeoutMs: 200 },
    onReady: new Set(),
  };
}
