/** 1C's exchange address answers with and without the slash: 1C follows no redirect on POST. */
export const EXCHANGE_PATHS = new Set(['/api/1c/exchange', '/api/1c/exchange/']);

/**
 * Next's own `trailingSlash: true` redirect, done here because next.config sets
 * `skipTrailingSlashRedirect` (Next's redirect runs before the proxy and would catch the
 * exchange address too). The same two rules as Next's: a page gets its slash, a file (last
 * segment with an extension) loses it; `.well-known` is left alone.
 */
export function trailingSlashTarget(pathname: string): string | null {
  if (EXCHANGE_PATHS.has(pathname) || pathname.startsWith('/.well-known')) return null;
  if (pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '');
    return trimmed && /\/[^/]+\.\w+$/.test(trimmed) ? trimmed : null;
  }
  return /\/[^/.]+$/.test(pathname) ? `${pathname}/` : null;
}
