/**
 * Kept apart from listing-segment.ts: a client island (usePublicPathname) imports this, and the
 * listing's schema would bring zod into every page's first load (issue #15's JS budget).
 */

/** The internal prefix of the cached public pages (bff/cached-pages.ts rewrites to it). */
export const CACHED_PREFIX = '/cached';

/**
 * The address the browser shows for an internal path: a cached page is rendered under
 * `/cached/<q>/…`, and usePathname during that render sees the internal path.
 */
export function publicPathname(pathname: string): string {
  if (!pathname.startsWith(`${CACHED_PREFIX}/`)) return pathname;
  const rest = pathname.slice(CACHED_PREFIX.length + 1);
  const slash = rest.indexOf('/');
  return slash < 0 ? '/' : rest.slice(slash);
}
