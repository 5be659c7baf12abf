import 'server-only';
import { unstable_cache } from 'next/cache';
import { ApiRequestError } from '@/lib/api/errors';
import { noDataAtBuildTime } from './build-phase';

/**
 * Tags of the storefront's data cache. Whatever changes the data revalidates by them
 * (POST /revalidate/, see app/revalidate/route.ts): `catalog` drops every catalogue and
 * product page, the narrower tags one category, product or content page.
 */
export const CACHE_TAGS = {
  catalog: 'catalog',
  content: 'content',
  outlets: 'outlets',
  /** Search results: dropped when a manager edits the synonym groups (issue #16). */
  search: 'search',
  category: (fullSlug: string) => `category:${fullSlug}`,
  product: (slug: string) => `product:${slug}`,
  page: (slug: string) => `page:${slug}`,
} as const;

/**
 * A safety net, not the freshness mechanism: everything that changes the data revalidates its
 * tags (orders and cancellations too, issue #15), and a cached page or entry is refreshed in
 * the background at most this old in case some change outside the shop did not.
 */
const CACHE_REVALIDATE_S = 300;

/**
 * Runs `load` through Next's data cache under `key`, tagged for on-demand revalidation. A
 * 404 or 400 answer is cached as null too, so a crawler following dead links never reaches the
 * database twice; any other failure is not cached and reaches the error page.
 */
export async function cachedLoad<T>(
  key: readonly string[],
  tags: readonly string[],
  load: () => Promise<T>,
): Promise<T | null> {
  await noDataAtBuildTime();
  return unstable_cache(
    async (): Promise<T | null> => {
      try {
        return await load();
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
          return null;
        throw error;
      }
    },
    ['vitrina', ...key],
    { tags: [...tags], revalidate: CACHE_REVALIDATE_S },
  )();
}
