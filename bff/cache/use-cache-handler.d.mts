import type { RedisCacheConnection } from './redis-connection.mjs';

/** Next 16's `cacheHandlers` interface (next/dist/server/lib/cache-handlers/types). */
export interface UseCacheEntry {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
}

export interface UseCacheHandler {
  get(cacheKey: string, softTags: string[]): Promise<UseCacheEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<UseCacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
}

export function createUseCacheHandler(connection: RedisCacheConnection): UseCacheHandler;
declare const handler: UseCacheHandler;
export default handler;
