import { ApiRequestError } from '@/lib/api/errors';

const revalidateTag = vi.fn();
const cacheCalls: { key: string[]; options: { tags: string[]; revalidate: number } }[] = [];
// Outside Next there is no data cache: record what would be cached and run the loader.
vi.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => revalidateTag(...args) as unknown,
  unstable_cache: (
    fn: () => Promise<unknown>,
    key: string[],
    options: { tags: string[]; revalidate: number },
  ) => {
    cacheCalls.push({ key, options });
    return fn;
  },
}));

const { cachedLoad, CACHE_TAGS } = await import('@/lib/data/cache');
const { handleRevalidate } = await import('@/features/catalog/revalidate');

const post = (body: unknown, auth = 'Bearer s3cret-value') =>
  handleRevalidate(
    new Request('http://shop/revalidate/', {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

beforeEach(() => {
  revalidateTag.mockClear();
  cacheCalls.length = 0;
  process.env.REVALIDATE_SECRET = 's3cret-value';
});

describe('cachedLoad', () => {
  it('caches under the key with the tags and the safety-net lifetime', async () => {
    expect(
      await cachedLoad(['product', 'a'], [CACHE_TAGS.catalog, CACHE_TAGS.product('a')], () =>
        Promise.resolve(42),
      ),
    ).toBe(42);
    expect(cacheCalls).toEqual([
      {
        key: ['vitrina', 'product', 'a'],
        options: { tags: ['catalog', 'product:a'], revalidate: 300 },
      },
    ]);
  });

  it('turns 404 and 400 into a cached null, and lets other failures through uncached', async () => {
    expect(
      await cachedLoad(['x'], [], () =>
        Promise.reject(new ApiRequestError(404, { detail: 'Не найдено.' })),
      ),
    ).toBeNull();
    expect(
      await cachedLoad(['x'], [], () =>
        Promise.reject(new ApiRequestError(400, { page: ['Ошибка'] })),
      ),
    ).toBeNull();
    await expect(
      cachedLoad(['x'], [], () => Promise.reject(new ApiRequestError(503, { detail: 'Нет базы' }))),
    ).rejects.toThrow('Нет базы');
  });
});

describe('POST /revalidate/', () => {
  it('expires the given tags at once', async () => {
    const res = await post({
      tags: ['catalog', 'product:kirpich-1', 'category:stroymaterialy/kirpich', 'catalog'],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      revalidated: ['catalog', 'product:kirpich-1', 'category:stroymaterialy/kirpich'],
    });
    expect(revalidateTag.mock.calls).toEqual([
      ['catalog', { expire: 0 }],
      ['product:kirpich-1', { expire: 0 }],
      ['category:stroymaterialy/kirpich', { expire: 0 }],
    ]);
  });

  it('refuses a wrong secret, unknown tags and bad JSON, and does not exist without a secret', async () => {
    expect((await post({ tags: ['catalog'] }, 'Bearer wrong')).status).toBe(401);
    expect((await post({ tags: ['catalog'] }, '')).status).toBe(401);
    expect((await post({ tags: ['everything'] })).status).toBe(400);
    expect((await post({ tags: [] })).status).toBe(400);
    expect((await post('{"tags": [')).status).toBe(400);
    delete process.env.REVALIDATE_SECRET;
    expect((await post({ tags: ['catalog'] })).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
