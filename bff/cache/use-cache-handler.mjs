// The `'use cache'` handler (Next 16 `cacheHandlers`, issue #15) on the shared Redis client.
// @fortedigital/nextjs-cache-handler 3.3.0 does not support `cacheHandlers` yet (its README's
// compatibility table), so this follows Next's own default handler (an in-memory LRU and an
// in-process tags manifest) with both moved to Redis:
// - an entry is one string key, its bytes base64 in JSON, expiring with the entry's `expire`;
// - the tags manifest is one hash (tag → {stale, expired}) every instance writes on
//   revalidation and reads once per request (refreshTags), so a tag revalidated on one
//   instance is seen by the next request on any other.
// Without a ready Redis every read is a miss and every write is dropped: the function runs.
import { Buffer } from 'node:buffer';
import { setTimeout } from 'node:timers';
import { redisConnection, withRedis } from './redis-connection.mjs';

const YEAR_S = 365 * 24 * 3600;
const RETRY_MS = 2000;
const now = () => Math.round(performance.timeOrigin + performance.now());

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

async function bytesOf(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A handler over `connection` (tests pass their own); Next gets the default export. */
export function createUseCacheHandler(connection) {
  const { keyPrefix } = connection.settings;
  const entryKey = (cacheKey) => `${keyPrefix}:use-cache:${cacheKey}`;
  const tagsKey = `${keyPrefix}:use-cache-tags`;
  /** This instance's copy of the shared manifest, as of the request's refreshTags. */
  let manifest = new Map();
  const pendingSets = new Map();
  /** Tag updates Redis missed (away or slow); sent again when it is back and every 2 s. */
  const unsent = new Map();
  let timer = null;
  const send = (updates) => withRedis(connection, (client) => client.hSet(tagsKey, updates));
  const flush = async () => {
    timer = null;
    if (unsent.size === 0) return;
    const updates = Object.fromEntries(unsent);
    unsent.clear();
    try {
      await send(updates);
    } catch {
      for (const [tag, json] of Object.entries(updates))
        if (!unsent.has(tag)) unsent.set(tag, json);
      schedule();
    }
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flush(), RETRY_MS);
    timer.unref?.();
  };
  connection.onReady.add(() => void flush());

  const expiredSince = (tags, timestamp) =>
    tags.some((tag) => {
      const expired = manifest.get(tag)?.expired;
      return typeof expired === 'number' && expired <= now() && expired > timestamp;
    });
  const staleSince = (tags, timestamp) =>
    tags.some((tag) => (manifest.get(tag)?.stale ?? 0) > timestamp);

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      let stored;
      try {
        stored = await withRedis(connection, (client) => client.get(entryKey(cacheKey)));
      } catch {
        return undefined;
      }
      if (!stored) return undefined;
      const { value, ...entry } = JSON.parse(stored);
      if (now() > entry.timestamp + entry.revalidate * 1000 && entry.revalidate >= 0) {
        return undefined;
      }
      if (expiredSince(entry.tags, entry.timestamp)) return undefined;
      const revalidate = staleSince(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
      return { ...entry, revalidate, value: streamOf(Buffer.from(value, 'base64')) };
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        // expire 0: a dynamic entry, not to be kept (as Next's default handler does).
        if (entry.expire === 0) return;
        const bytes = await bytesOf(entry.value);
        const { value: _stream, ...meta } = entry;
        const json = JSON.stringify({ ...meta, value: bytes.toString('base64') });
        const ttl = Math.max(1, Math.min(Math.ceil(entry.expire), YEAR_S));
        await withRedis(connection, (client) => client.set(entryKey(cacheKey), json, { EX: ttl }));
      } catch {
        // Not kept: the next read renders again.
      } finally {
        done();
        pendingSets.delete(cacheKey);
      }
    },

    async refreshTags() {
      try {
        const all = await withRedis(connection, (client) => client.hGetAll(tagsKey));
        manifest = new Map(Object.entries(all).map(([tag, json]) => [tag, JSON.parse(json)]));
        // What this instance revalidated while Redis was away is still true here.
        for (const [tag, json] of unsent) manifest.set(tag, JSON.parse(json));
      } catch {
        // Redis away: reads miss anyway; the last copy stays for getExpiration.
      }
    },

    async getExpiration(tags) {
      return Math.max(0, ...tags.map((tag) => manifest.get(tag)?.expired ?? 0));
    },

    async updateTags(tags, durations) {
      const at = now();
      const updates = {};
      for (const tag of tags) {
        const existing = manifest.get(tag) ?? {};
        const next = durations
          ? {
              ...existing,
              stale: at,
              ...(durations.expire !== undefined && { expired: at + durations.expire * 1000 }),
            }
          : { ...existing, expired: at };
        manifest.set(tag, next);
        updates[tag] = JSON.stringify(next);
      }
      try {
        await send(updates);
      } catch {
        for (const [tag, json] of Object.entries(updates)) unsent.set(tag, json);
        schedule();
        console.warn(`[cache] теги ${tags.join(', ')} не сброшены в Redis, повторю`);
      }
    },
  };
}

/** Without settings (REDIS_URL unset at start, or a build) nothing is kept. */
const noCache = {
  get: async () => undefined,
  set: async () => {},
  refreshTags: async () => {},
  getExpiration: async () => 0,
  updateTags: async () => {},
};

const connection = redisConnection();
export default connection ? createUseCacheHandler(connection) : noCache;
