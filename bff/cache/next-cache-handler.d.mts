import type { RedisCacheConnection } from './redis-connection.mjs';

interface Revalidating {
  revalidateTag(tag: string): Promise<void>;
}

export function replayingRevalidations<H extends Revalidating>(
  handler: H,
  connection: Pick<RedisCacheConnection, 'onReady'>,
): H;
declare const CacheHandler: unknown;
export default CacheHandler;
