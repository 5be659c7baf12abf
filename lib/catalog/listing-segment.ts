import { listingState, type ListingState, type SearchParams } from './listing-params';

/**
 * Issue #15: a listing's query as one path segment. Next keeps a page in its full-route cache
 * only while the page reads no `searchParams`, so bff/proxy.ts rewrites `/category/a/?page=2`
 * to `/cached/<segment>/category/a/?page=2` and the page reads the listing from the segment.
 *
 * The segment is the canonical state (known keys only, defaults dropped, keys sorted — see
 * listingState) as base64url of `k=v&k=v`: one spelling per listing, so junk parameters or
 * another order of the same ones land on the same cache entry, and no percent-decoding of
 * path params can change it. `-` is the empty state (no listing, or its first page as is).
 */
export const EMPTY_SEGMENT = '-';

/** Anything that is not a listing: the page answers 404 (one cache entry for all of them). */
export const INVALID_SEGMENT = '~';

/** A directory name of the cache on disk must stay under 255 bytes. */
const MAX_SEGMENT = 240;

export function listingSegment(state: ListingState): string {
  const search = Object.entries(state)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  if (!search) return EMPTY_SEGMENT;
  const segment = Buffer.from(search, 'utf8').toString('base64url');
  return segment.length <= MAX_SEGMENT ? segment : INVALID_SEGMENT;
}

/** The segment of a request's query: what the proxy rewrites a listing URL to. */
export function segmentOfQuery(search: URLSearchParams): string {
  const params: SearchParams = {};
  for (const key of new Set(search.keys())) params[key] = search.getAll(key);
  const state = listingState(params);
  return state ? listingSegment(state) : INVALID_SEGMENT;
}

/** The state a segment stands for; null unless the segment is the canonical one. */
export function stateOfSegment(segment: string): ListingState | null {
  if (segment === EMPTY_SEGMENT) return {};
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const params: SearchParams = Object.fromEntries(
    new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8')),
  );
  const state = listingState(params);
  return state && listingSegment(state) === segment ? state : null;
}
