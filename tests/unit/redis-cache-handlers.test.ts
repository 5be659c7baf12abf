import { replayingRevalidations } from '@/bff/cache/next-cache-handler.mjs';
import { createUseCacheHandler, type UseCacheEntry } from '@/bff/cache/use-cache-handler.mjs';
import { parseEnv } from '@/lib/env';
import { fakeConnection, fakeRedis } from '../support/fake-redis';

const entry = (text: string, tags: string[]): Promise<UseCacheEntry> =>
  Promise.resolve({
    value: new Blob([text]).stream(),
    tags,
    stale: 30,
    timestamp: Date.now(),
    expire: 3600,
    revalidate: 900,
  });

const read = async (found: UseCacheEntry | undefined) =>
  found ? await new Response(found.value).text() : undefined;

describe("the 'use cache' handler on Redis (issue #15)", () => {
  it('an entry set by one instance is read by another, and a tag expired on one is gone on both', async () => {
    const redis = fakeRedis();
    const a = createUseCacheHandler(fakeConnection(redis));
    const b = createUseCacheHandler(fakeConnection(redis));
    await a.set('k', entry('каталог', ['catalog']));
    await b.refreshTags();
    expect(await read(await b.get('k', []))).toBe('каталог');
    // Read twice: each get hands out a stream of its own.
    expect(await read(await b.get('k', []))).toBe('каталог');

    await a.updateTags(['catalog']);
    await b.refreshTags();
    expect(await b.get('k', [])).toBeUndefined();
    expect(await b.getExpiration(['catalog'])).toBeGreaterThan(0);
  });

  it('a tag revalidated with a profile serves the entry once more and asks for a refresh', async () => {
    const redis = fakeRedis();
    const a = createUseCacheHandler(fakeConnection(redis));
    const b = createUseCacheHandler(fakeConnection(redis));
    await a.set('k', entry('страница', ['page:about']));
    await new Promise((r) => setTimeout(r, 5));
    await a.updateTags(['page:about'], { expire: 3600 });
    await b.refreshTags();
    const found = await b.get('k', []);
    expect(await read(found)).toBe('страница');
    expect(found?.revalidate).toBe(-1);
  });

  it('with Redis away reads miss, writes are dropped, and a revalidation reaches it when it is back', async () => {
    const redis = fakeRedis();
    const connection = fakeConnection(redis);
    const a = createUseCacheHandler(connection);
    const b = createUseCacheHandler(fakeConnection(redis));
    await a.set('k', entry('до сбоя', ['product:x']));

    redis.isReady = false;
    expect(await a.get('k', [])).toBeUndefined();
    await expect(a.set('other', entry('не сохранится', []))).resolves.toBeUndefined();
    await expect(a.updateTags(['product:x'])).resolves.toBeUndefined();

    redis.isReady = true;
    expect(await redis.get('test:use-cache:other')).toBeNull();
    // Before the replay B still sees the entry cached before the outage …
    await b.refreshTags();
    expect(await read(await b.get('k', []))).toBe('до сбоя');
    // … and not after it: the connection's ready event sends the missed update.
    for (const listener of connection.onReady) listener();
    await vi.waitFor(async () => {
      await b.refreshTags();
      expect(await b.get('k', [])).toBeUndefined();
    });
  });
});

describe('the page and data cache handler keeps failed revalidations (issue #15)', () => {
  it('sends a tag again when Redis is back', async () => {
    let down = true;
    const sent: string[] = [];
    const inner = {
      name: 'redis-strings',
      revalidateTag: (tag: string) => {
        if (down) return Promise.reject(new Error('Redis не подключён'));
        sent.push(tag);
        return Promise.resolve();
      },
    };
    const onReady = new Set<() => void>();
    const handler = replayingRevalidations(inner, { onReady });
    await expect(handler.revalidateTag('product:plitka')).rejects.toThrow();
    expect(sent).toEqual([]);
    down = false;
    for (const listener of onReady) listener();
    await vi.waitFor(() => expect(sent).toEqual(['product:plitka']));
  });
});

describe('REDIS_URL in lib/env.ts (issue #15)', () => {
  const base = { NODE_ENV: 'test' };
  it('is optional, with a prefix and a timeout by default', () => {
    const env = parseEnv(base, () => {});
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.REDIS_KEY_PREFIX).toBe('vitrina');
    expect(env.REDIS_TIMEOUT_MS).toBe(500);
  });
  it('takes redis:// and rediss:// only', () => {
    expect(parseEnv({ ...base, REDIS_URL: 'redis://127.0.0.1:6379/2' }, () => {}).REDIS_URL).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(() => parseEnv({ ...base, REDIS_URL: 'http://127.0.0.1:6379' }, () => {})).toThrow(
      /REDIS_URL/,
    );
    expect(() => parseEnv({ ...base, REDIS_KEY_PREFIX: 'a b' }, () => {})).toThrow();
  });
});
