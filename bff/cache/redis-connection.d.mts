import type { RedisCacheSettings } from './redis-settings';

/** The subset of node-redis the handlers call (tests pass a fake). */
export interface CacheRedisClient {
  readonly isReady: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options?: { EX?: number }): Promise<unknown>;
  hGetAll(key: string): Promise<Record<string, string>>;
  hSet(key: string, values: Record<string, string>): Promise<unknown>;
  mGet(keys: string[]): Promise<(string | null)[]>;
}

export interface RedisCacheConnection {
  client: CacheRedisClient;
  settings: RedisCacheSettings;
  onReady: Set<() => void>;
}

export function redisSettings(): RedisCacheSettings | null;
export function redisConnection(): RedisCacheConnection | null;
export function withRedis<T>(
  connection: RedisCacheConnection,
  call: (client: CacheRedisClient) => Promise<T>,
): Promise<T>;
