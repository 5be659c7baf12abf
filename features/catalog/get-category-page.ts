import 'server-only';
import { slugParamSchema } from '@/lib/api/contract/common';
import type { Category } from '@/lib/api/contract/catalog';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { serverApi } from '@/bff/server-api';
import { getSiteConfigs } from '@/lib/data/site-configs';
import { loadListing } from '@/lib/data/listing';
import { listingState, type ListingState, type SearchParams } from '@/lib/catalog/listing-params';

export interface CategoryPageData {
  category: Category;
  state: ListingState;
  /** `/category/` or `/category/{full_slug}/`: the listing's links and the canonical. */
  basePath: string;
  configs: SiteConfigMap;
}

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
    loadListing(serverApi, slug, JSON.stringify(state)),
    getSiteConfigs(serverApi),
  ]);
  if (!category) return null;
  return { category, state, basePath: slug ? `/category/${slug}/` : '/category/', configs };
}
