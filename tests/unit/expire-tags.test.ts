import type { expireTags as ExpireTags } from '@/lib/data/expire-tags';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => revalidateTag(...args) as unknown,
}));

const { expireTags }: { expireTags: typeof ExpireTags } = await import('@/lib/data/expire-tags');

const SHARED = Symbol.for('vitrina.sharedCacheHandler');
const CHANGES = Symbol.for('vitrina.tagChanges');
const slot = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete slot[SHARED];
  delete slot[CHANGES];
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

  it('logs when the tags changed before it expires them (bff/cache/fresh-entries.mjs)', async () => {
    const order: string[] = [];
    revalidateTag.mockImplementation((tag: string) => order.push(`expire ${tag}`));
    slot[CHANGES] = {
      record: (tags: string[], at: number) => {
        order.push(`log ${tags.join(',')}`);
        expect(Math.abs(at - Date.now())).toBeLessThan(1000);
        return Promise.resolve();
      },
    };
    await expireTags(['catalog', 'product:a', 'catalog']);
    revalidateTag.mockReset();
    expect(order).toEqual(['log catalog,product:a', 'expire catalog', 'expire product:a']);
  });

  it('does not fail the change when Redis is away (the handler retries)', async () => {
    slot[SHARED] = { revalidateTag: () => Promise.reject(new Error('Redis away')) };
    await expect(expireTags(['catalog'])).resolves.toBeUndefined();
    expect(revalidateTag).toHaveBeenCalledWith('catalog', { expire: 0 });
  });
});
