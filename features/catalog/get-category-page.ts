import 'server-only';
import { cache } from 'react';
import { slugParamSchema } from '@/lib/api/contract/common';
import type { Category } from '@/lib/api/contract/catalog';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { catalogueRoot, category as categoryEndpoint } from '@/lib/api/endpoints/catalog';
import { serverApi } from '@/bff/server-api';
import { getSiteConfigs } from '../site/get-site-configs';
import { CACHE_TAGS, cachedLoad } from './cache';
import { listingQuery, listingState, type ListingState, type SearchParams } from './listing-params';

export interface CategoryPageData {
  category: Category;
  state: ListingState;
  /** `/category/` or `/category/{full_slug}/`: the listing's links and the canonical. */
  basePath: string;
  configs: SiteConfigMap;
}

/** One listing from the data cache; the key is the normalised state, not the raw URL. */
export const loadListing = cache((slug: string, stateKey: string): Promise<Category | null> => {
  const query = listingQuery(JSON.parse(stateKey) as ListingState);
  return cachedLoad(
    ['listing', slug, stateKey],
    [CACHE_TAGS.catalog, CACHE_TAGS.category(slug)],
    () =>
      slug
        ? serverApi(categoryEndpoint, { params: { slug }, query })
        : serverApi(catalogueRoot, { query }),
  );
});

/**
 * The catalogue root (no segments) or a nested category with the listing its URL asks for;
 * null for a path or parameters that do not exist (the page shows 404).
 */
export async function getCategoryPage(
  segments: string[] | undefined,
  searchParams: SearchParams,
): Promise<CategoryPageData | null> {
  const slug = (segments ?? []).join('/');
  if (slug && !slugParamSchema.safeParse({ slug }).success) return null;
  const state = listingState(searchParams);
  if (!state) return null;
  const [category, configs] = await Promise.all([
    loadListing(slug, JSON.stringify(state)),
    getSiteConfigs(),
  ]);
  if (!category) return null;
  return { category, state, basePath: slug ? `/category/${slug}/` : '/category/', configs };
}
