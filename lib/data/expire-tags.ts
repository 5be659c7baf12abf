import 'server-only';
import { revalidateTag } from 'next/cache';

/** Where bff/cache/next-cache-handler.mjs leaves the shared (Redis) handler it made. */
const SHARED_CACHE = Symbol.for('vitrina.sharedCacheHandler');
/** Where bff/cache/fresh-entries.mjs keeps when each tag last changed. */
const CHANGE_LOG = Symbol.for('vitrina.tagChanges');

interface SharedCache {
  revalidateTag(tag: string): Promise<void>;
}
interface ChangeLog {
  record(tags: readonly string[], at: number): Promise<void>;
}

/**
 * Expires cache tags at once, on this instance and, with Redis, on every other. Next's
 * `revalidateTag` in a route handler reaches the cache handler only after the response has
 * gone (the handler's `waitUntil`): a manager who saved through instance A and reloaded from
 * B could get the old page while A's drop was still on its way to Redis (the cluster test
 * caught it on a slow machine). So the shared entries are dropped here, before the caller
 * answers; Next's own pass afterwards finds them gone.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  // First the change's time: a page whose render began before it is then not cached
  // (bff/cache/fresh-entries.mjs). With Redis away nothing is cached anyway.
  const log = (globalThis as Record<symbol, ChangeLog | undefined>)[CHANGE_LOG];
  await log?.record(unique, Date.now()).catch(() => undefined);
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
  const shared = (globalThis as Record<symbol, SharedCache | undefined>)[SHARED_CACHE];
  // No Redis (files: this instance only), or Next has not made its handler yet.
  if (!shared) return;
  // A failure is retried by the handler (replayingRevalidations) and by Next's pass.
  await Promise.all(unique.map((tag) => shared.revalidateTag(tag).catch(() => undefined)));
}
