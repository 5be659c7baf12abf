/** Next's FileSystemCache, as far as the tests call it. */
export default class FreshFileSystemCache {
  constructor(ctx: {
    fs: unknown;
    serverDistDir: string;
    flushToDisk?: boolean;
    revalidatedTags: string[];
    maxMemoryCacheSize?: number;
  });
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
