import 'server-only';
import type { Category } from '@/lib/api/contract/catalog';
import { modalSearch } from '@/lib/api/endpoints/search';
import { serverApi } from '@/bff/server-api';
import { cleanSearchText } from '@/lib/search/search-text';
import { CACHE_TAGS, cachedLoad } from '@/lib/data/cache';
import { loadListing } from '@/lib/data/listing';
import { listingState, type ListingState, type SearchParams } from '@/lib/catalog/listing-params';

export const SEARCH_PAGE_PATH = '/search/';

export interface SearchPageData {
  /** The cleaned text (spec §5); empty when nothing was asked. */
  query: string;
  /** The text as the engine understood it (layout, translit, typo), when it differs. */
  corrected: string | null;
  /** Words of the text no product has with the others: the listing leaves them out. */
  ignored: string[];
  state: ListingState;
  /** One page of matches with filters and prices, as a category lists them; null for no text. */
  listing: Category | null;
}

/**
 * `/search/?query=…`: the catalogue listing narrowed to the text (same paging, sorting and
 * filters as a category), plus how the text was understood. Null for parameters that do not
 * exist (a page past the end, a malformed filter): the page shows 404.
 */
export async function getSearchPage(searchParams: SearchParams): Promise<SearchPageData | null> {
  const raw = listingState(searchParams);
  if (!raw) return null;
  const query = cleanSearchText(raw.query ?? '');
  const { query: _dropped, ...rest } = raw;
  const state: ListingState = query ? { ...rest, query } : rest;
  if (!query) return { query, corrected: null, ignored: [], state, listing: null };
  const [listing, understood] = await Promise.all([
    loadListing(serverApi, '', JSON.stringify(state)),
    cachedLoad(['modal-search', query], [CACHE_TAGS.catalog, CACHE_TAGS.search], () =>
      serverApi(modalSearch, { query: { query } }),
    ),
  ]);
  if (!listing) return null;
  return {
    query,
    corrected: understood?.corrected ?? null,
    ignored: understood?.ignored ?? [],
    state,
    listing,
  };
}
