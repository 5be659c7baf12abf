import 'server-only';
import { cache } from 'react';
import { categoryTree } from '@/lib/api/endpoints/catalog';
import { serverApi } from '@/bff/server-api';
import type { CategoryTreeNode } from '@/lib/api/contract/catalog';
import { CACHE_TAGS, cachedLoad } from '@/lib/data/cache';

/** The category tree every page's frame and the catalogue root show; cached under `catalog`. */
export const getCategoryTree = cache(
  async (): Promise<CategoryTreeNode[]> =>
    (await cachedLoad(['category-tree'], [CACHE_TAGS.catalog], () =>
      serverApi(categoryTree, { query: { lang: 'ru' } }),
    )) ?? [],
);
