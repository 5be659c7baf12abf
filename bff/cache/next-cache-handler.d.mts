import type { ChangeLog } from './fresh-entries.mjs';
import type { RedisCacheConnection } from './redis-connection.mjs';

interface Revalidating {
  revalidateTag(tag: string): Promise<void>;
}

export function replayingRevalidations<H extends Revalidating>(
  handler: H,
  connection: Pick<RedisCacheConnection, 'onReady'>,
): H;
interface StoringHandler {
  set(key: string, value: { tags?: readonly string[] } | null, ctx?: unknown): Promise<void>;
  delete?(key: string): Promise<void>;
}

export function redisChangeLog(connection: RedisCacheConnection, prefix: string): ChangeLog;
export function freshEntriesOnly<H extends StoringHandler>(handler: H): H;

declare const CacheHandler: unknown;
export default CacheHandler;
