import {
  ATTR_FILTER_PREFIX,
  listingQuerySchema,
  SORT_OPTIONS,
  type ListingQuery,
} from '@/lib/api/contract/catalog';
import { CATALOGUE_PAGE_SIZE } from '@/lib/constants';

/** Next's `searchParams`: a key may repeat. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What a listing URL asks for, normalised: only the parameters a listing understands, empty
 * values dropped, page 1 implicit, keys sorted. Equal URLs give equal keys, so the data cache
 * holds one entry per distinct listing, not per spelling of its URL.
 */
export type ListingState = Readonly<Record<string, string>>;

const KNOWN = new Set(['page', 'sort', 'price_min', 'price_max', 'in_stock', 'brand', 'query']);

export function listingState(searchParams: SearchParams): ListingState | null {
  const picked: Record<string, string> = {};
  for (const [key, raw] of Object.entries(searchParams)) {
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!value) continue;
    if (KNOWN.has(key) || key.startsWith(ATTR_FILTER_PREFIX)) picked[key] = value;
  }
  if (picked.page === '1') delete picked.page;
  if (picked.in_stock === 'false') delete picked.in_stock;
  // The same check the API makes, so a bad URL is a 404 page before any request.
  if (!listingQuerySchema.safeParse(picked).success) return null;
  return Object.fromEntries(Object.entries(picked).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The API query of a listing state: the shop's page size, the state's filters. */
export function listingQuery(state: ListingState): ListingQuery {
  return { ...state, pageSize: CATALOGUE_PAGE_SIZE };
}

export const currentPage = (state: ListingState) => Number(state.page ?? 1);

export const currentSort = (state: ListingState) => SORT_OPTIONS.find((s) => s === state.sort);

/** A link to the listing with some parameters changed (undefined removes one). */
export function listingHref(
  basePath: string,
  state: ListingState,
  changes: Record<string, string | undefined>,
): string {
  const next: Record<string, string> = { ...state };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
  }
  if (next.page === '1') delete next.page;
  const search = new URLSearchParams(
    Object.entries(next).sort(([a], [b]) => (a < b ? -1 : 1)),
  ).toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** The state with the filters dropped: what "reset" leads to (the sort and search stay). */
export function withoutFilters(state: ListingState): Record<string, string> {
  const kept: Record<string, string> = {};
  if (state.sort) kept.sort = state.sort;
  if (state.query) kept.query = state.query;
  return kept;
}
