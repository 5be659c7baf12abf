import { existsSync, promises as fs } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import FreshFileSystemCache from '@/bff/cache/file-cache-handler.mjs';
import { changeLog, useChangeLog } from '@/bff/cache/fresh-entries.mjs';
import { freshEntriesOnly, redisChangeLog } from '@/bff/cache/next-cache-handler.mjs';
import { runRequest } from '@/bff/cache/request-start.mjs';
import { fakeConnection, fakeRedis } from '../support/fake-redis';

// Issue #15, goal 6: an entry computed before a change and written after the change's tag
// expiry must not be served afterwards. The order is forced here against Next's own cache
// class: a request begins, the tag is expired, then the request writes its entry.

type Cache = InstanceType<typeof FreshFileSystemCache>;
const StockFileSystemCache = fileSystemCache as unknown as new (ctx: object) => Cache;

let dir = '';
let n = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vitrina-cache-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const context = () => ({
  fs: {
    existsSync,
    readFile: fs.readFile,
    readFileSync: () => {
      throw new Error('not read in these tests');
    },
    writeFile: fs.writeFile,
    mkdir: (folder: string) => fs.mkdir(folder, { recursive: true }),
    stat: fs.stat,
  },
  // Next writes its cache beside the server folder (.next/cache).
  serverDistDir: path.join(dir, 'server'),
  flushToDisk: true,
  revalidatedTags: [],
  maxMemoryCacheSize: 1024 * 1024,
});

/** A data-cache entry as `unstable_cache` writes it, and how it reads it back. */
const dataEntry = (text: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(text), status: 200, url: '' },
  revalidate: 300,
});
const writeData = (cache: Cache, key: string, tag: string, text: string) =>
  cache.set(key, dataEntry(text), { fetchCache: true, tags: [tag], fetchIdx: 0, fetchUrl: 'x' });
const readData = async (cache: Cache, key: string, tag: string) => {
  const found = (await cache.get(key, { kind: 'FETCH', tags: [tag], softTags: [] })) as {
    value: { data: { body: string } };
  } | null;
  return found ? (JSON.parse(found.value.data.body) as string) : null;
};

/** A manager's save: lib/data/expire-tags.ts logs the change, then Next expires the tag. */
async function change(cache: Cache, tag: string) {
  await changeLog().record([tag], Date.now());
  await cache.revalidateTag([tag], { expire: 0 });
}

/** A request that reads the data, lets a change happen, then writes what it read. */
async function requestOverlappingChange(cache: Cache, key: string, tag: string) {
  await runRequest(async () => {
    const read = 'старый телефон';
    await change(cache, tag);
    await writeData(cache, key, tag, read);
  });
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const unique = () => `t${++n}-${Date.now()}`;

describe('cache writes that may predate a change (issue #15)', () => {
  it("Next's own file cache keeps such an entry and serves it after the change", async () => {
    const key = unique();
    const cache = new StockFileSystemCache(context());
    await requestOverlappingChange(cache, key, `content-${key}`);
    expect(await readData(cache, key, `content-${key}`)).toBe('старый телефон');
  });

  it('the shop’s file cache drops it, so the next view reads the data again', async () => {
    const key = unique();
    const cache = new FreshFileSystemCache(context());
    await requestOverlappingChange(cache, key, `content-${key}`);
    expect(await readData(cache, key, `content-${key}`)).toBeNull();
  });

  it('keeps what a request that began after the change wrote, and what a build wrote', async () => {
    const key = unique();
    const tag = `content-${key}`;
    const cache = new FreshFileSystemCache(context());
    await change(cache, tag);
    await pause(5);
    await runRequest(() => writeData(cache, key, tag, 'новый телефон'));
    expect(await readData(cache, key, tag)).toBe('новый телефон');

    // Outside a request (next build) nothing is known of its start: the write stays.
    const built = unique();
    await change(cache, `content-${built}`);
    await writeData(cache, built, `content-${built}`, 'при сборке');
    expect(await readData(cache, built, `content-${built}`)).toBe('при сборке');
  });

  it('reads a page’s tags from its headers', async () => {
    const key = `/page-${unique()}`;
    const tag = `page:${key}`;
    const cache = new FreshFileSystemCache(context());
    const page = {
      kind: 'APP_PAGE',
      html: '<p>старое</p>',
      rscData: Buffer.from('x'),
      headers: { 'x-next-cache-tags': `_N_T_/layout,${tag}` },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    };
    await runRequest(async () => {
      await change(cache, tag);
      await cache.set(key, page, { cacheControl: { revalidate: 300, expire: 600 } });
    });
    expect(await cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false })).toBeNull();
  });
});

describe('cache writes that may predate a change, on Redis (issue #15)', () => {
  /** The package's handler reduced to a map, wrapped as the shop wraps it. */
  const handler = (stored: Map<string, string>) =>
    freshEntriesOnly({
      set: (key: string, value: { text?: string; tags?: readonly string[] } | null) =>
        Promise.resolve(void stored.set(key, value?.text ?? '')),
    });

  const local = changeLog();
  afterEach(() => useChangeLog(local));

  it('an instance knows another’s change and drops a write whose request began before it', async () => {
    const redis = fakeRedis();
    const a = redisChangeLog(fakeConnection(redis), 'test');
    // Instance B's process uses its own log object on the same Redis.
    useChangeLog(redisChangeLog(fakeConnection(redis), 'test'));
    const stored = new Map<string, string>();
    await runRequest(async () => {
      await a.record(['content'], Date.now());
      await handler(stored).set('k', { text: 'старое', tags: ['content'] });
    });
    expect(stored.has('k')).toBe(false);

    await pause(5);
    await runRequest(() => handler(stored).set('k', { text: 'новое', tags: ['content'] }));
    expect(stored.get('k')).toBe('новое');
  });

  it('takes back a write when a change was recorded between its check and its landing', async () => {
    const redis = fakeRedis();
    const a = redisChangeLog(fakeConnection(redis), 'test');
    useChangeLog(redisChangeLog(fakeConnection(redis), 'test'));
    const stored = new Map<string, string>();
    // Instance A's save lands while B's write is on its way: A records the change and drops
    // the tag's keys (none yet), then B's entry arrives.
    const racing = freshEntriesOnly({
      set: async (key: string, value: { text?: string; tags?: readonly string[] } | null) => {
        await a.record(['content'], Date.now());
        stored.set(key, value?.text ?? '');
      },
      delete: (key: string) => Promise.resolve(void stored.delete(key)),
    });
    await runRequest(async () => {
      await pause(2); // the request began before the change
      await racing.set('k', { text: 'старое', tags: ['content'] });
    });
    expect(stored.has('k')).toBe(false);
  });

  it('with Redis away it writes nothing', async () => {
    useChangeLog(redisChangeLog(fakeConnection({ ...fakeRedis(), isReady: false }), 'test'));
    const stored = new Map<string, string>();
    await runRequest(() => handler(stored).set('k', { text: 'x', tags: ['content'] }));
    expect(stored.size).toBe(0);
  });
});
