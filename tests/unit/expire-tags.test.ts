import type { expireTags as ExpireTags } from '@/lib/data/expire-tags';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => revalidateTag(...args) as unknown,
}));

const { expireTags }: { expireTags: typeof ExpireTags } = await import('@/lib/data/expire-tags');

const SHARED = Symbol.for('vitrina.sharedCacheHandler');
const slot = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete slot[SHARED];
  revalidateTag.mockClear();
});

describe('expireTags (issue #15: a change is on every instance when its answer goes out)', () => {
  it('expires each tag once in Next and without Redis asks nothing more', async () => {
    await expireTags(['catalog', 'product:a', 'catalog']);
    expect(revalidateTag.mock.calls).toEqual([
      ['catalog', { expire: 0 }],
      ['product:a', { expire: 0 }],
    ]);
  });

  it('resolves only after the shared cache has dropped every tag', async () => {
    const dropped: string[] = [];
    slot[SHARED] = {
      revalidateTag: (tag: string) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            dropped.push(tag);
            resolve();
          }, 20),
        ),
    };
    await expireTags(['catalog', 'product:a', 'catalog']);
    expect(dropped.sort()).toEqual(['catalog', 'product:a']);
  });

  it('does not fail the change when Redis is away (the handler retries)', async () => {
    slot[SHARED] = { revalidateTag: () => Promise.reject(new Error('Redis away')) };
    await expect(expireTags(['catalog'])).resolves.toBeUndefined();
    expect(revalidateTag).toHaveBeenCalledWith('catalog', { expire: 0 });
  });
});
