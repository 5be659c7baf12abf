// Next's page and data cache in Redis (issue #15): the full-route cache (ISR pages and route
// answers) and the data cache (`unstable_cache`, lib/data/cache.ts) of every instance in one
// place, so a page rendered by one instance is served by all, and a tag revalidated by one
// (a manager's edit, an import, POST /revalidate/) is gone for all at once.
//
// Configured in next.config.ts only when REDIS_URL is set. The storage is the maintained
// handler of @fortedigital/nextjs-cache-handler (redis-strings): it keeps each entry's tags
// in a shared hash and deletes every key carrying a revalidated tag, so no instance can serve
// it afterwards. Around it, two things of ours:
// - the shared client of redis-connection.mjs, connected in the background, so a start with
//   Redis away neither waits nor fails (the package's own example waits for the connection);
// - revalidations that failed while Redis was away or slow are kept and sent again until
//   they pass, so an entry cached before the outage is not served after it (this process's
//   memory: a process that dies meanwhile loses them, and such entries live out their
//   `revalidate`, 300 s for data);
// - a write that may predate a change of its data is dropped (fresh-entries.mjs), with each
//   tag's last change kept in Redis so that every instance knows of every instance's changes.
import { setTimeout } from 'node:timers';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { CHANGE_MEMORY_MS, mayPredateChange, useChangeLog } from './fresh-entries.mjs';
import { redisConnection, withRedis } from './redis-connection.mjs';

const RETRY_MS = 2000;

/**
 * Keeps failed revalidations and sends them again: when the connection is ready again, and
 * every 2 s meanwhile (a Redis that only timed out never reconnects).
 */
export function replayingRevalidations(handler, connection) {
  const pending = new Set();
  let timer = null;
  const flush = async () => {
    timer = null;
    const tags = [...pending];
    pending.clear();
    for (const tag of tags) await handler.revalidateTag(tag).catch(() => pending.add(tag));
    if (pending.size > 0) schedule();
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flush(), RETRY_MS);
    // A pending retry must not keep a stopping process alive.
    timer.unref?.();
  };
  connection.onReady.add(() => void flush());
  return {
    ...handler,
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag);
      } catch (error) {
        pending.add(tag);
        schedule();
        console.warn(`[cache] тег «${tag}» не сброшен в Redis, повторю`);
        throw error;
      }
    },
  };
}

/** When each tag last changed, for every instance: a key per tag, forgotten after 10 min. */
export function redisChangeLog(connection, prefix) {
  const key = (tag) => `${prefix}:changed:${tag}`;
  const ttl = Math.ceil(CHANGE_MEMORY_MS / 1000);
  return {
    async record(tags, at) {
      await withRedis(connection, (client) =>
        Promise.all(tags.map((tag) => client.set(key(tag), String(at), { EX: ttl }))),
      );
    },
    async latest(tags) {
      const times = await withRedis(connection, (client) => client.mGet(tags.map(key)));
      const numbers = times.map(Number).filter((time) => Number.isFinite(time) && time > 0);
      return numbers.length > 0 ? Math.max(...numbers) : undefined;
    },
  };
}

/**
 * Drops a write whose request began before a change of one of its tags (fresh-entries.mjs).
 * The check is made again once the entry is written: a change recorded between the first
 * check and the write dropped its tags' keys before this one landed (expireTags records, then
 * drops), and the entry would outlive it — a cluster test run caught instance B serving the
 * old footer phone so. With the second check, either the change's drop finds the entry or the
 * check finds the change.
 */
export function freshEntriesOnly(handler) {
  // Redis away: the write would fail anyway, and nothing stale may be left behind.
  const mayBeStale = (value) => mayPredateChange(value?.tags ?? []).catch(() => true);
  return {
    ...handler,
    async set(key, value, ctx) {
      if (await mayBeStale(value)) return;
      await handler.set(key, value, ctx);
      if (await mayBeStale(value)) await handler.delete?.(key).catch(() => undefined);
    },
  };
}

CacheHandler.onCreation(({ buildId }) => {
  const connection = redisConnection();
  if (!connection) {
    // `next build` with REDIS_URL set: no instrumentation, no settings; the build keeps its own.
    return { handlers: [] };
  }
  const { keyPrefix, timeoutMs } = connection.settings;
  const redis = createRedisHandler({
    client: connection.client,
    // A new build gets a namespace of its own: its pages name other scripts than the last one's.
    keyPrefix: `${keyPrefix}:${buildId?.trim() || 'unbuilt'}:`,
    timeoutMs,
  });
  // Not per build: a change made while the next build starts must hold for it too.
  useChangeLog(redisChangeLog(connection, keyPrefix));
  const shared = replayingRevalidations(freshEntriesOnly(redis), connection);
  // lib/data/expire-tags.ts drops tags here before a change's answer goes out (Next's own
  // revalidation of a route handler runs after it).
  globalThis[Symbol.for('vitrina.sharedCacheHandler')] = shared;
  return { handlers: [shared] };
});

export default CacheHandler;
