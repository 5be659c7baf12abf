import { WHERE_TO_BUY_PATH } from '@/lib/constants-frame';
import { CACHED_PREFIX } from '@/lib/catalog/cached-path';
import { EMPTY_SEGMENT, segmentOfQuery } from '@/lib/catalog/listing-segment';

/**
 * Issue #15: the internal path a page request is rewritten to, or null when the page is not
 * one of those living under app/cached/[q]/. A page under a dynamic segment whose
 * generateStaticParams returns [] is rendered on its first request and then served from
 * Next's full-route cache; as a static route it would be prerendered by `next build`, which
 * opens no database, and a page reading `searchParams` is never cached at all. Product and
 * content pages are dynamic routes already and stay where they are.
 *
 * A listing's query becomes the `[q]` segment (lib/catalog/listing-segment.ts); the query
 * string stays on the URL for the browser's router but the page does not read it. A request
 * for `/cached/…` itself gets the prefix once more, which no route matches: a 404, so the
 * internal paths are no second address of a page.
 */
export function cachedPagePath(pathname: string, search: URLSearchParams): string | null {
  if (pathname === '/' || pathname === WHERE_TO_BUY_PATH)
    return `${CACHED_PREFIX}/${EMPTY_SEGMENT}${pathname}`;
  if (pathname.startsWith('/category/'))
    return `${CACHED_PREFIX}/${segmentOfQuery(search)}${pathname}`;
  if (pathname.startsWith(`${CACHED_PREFIX}/`))
    return `${CACHED_PREFIX}/${EMPTY_SEGMENT}${pathname}`;
  return null;
}
