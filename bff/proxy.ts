import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { peekExpiry, peekLifetime } from '@/server/auth/tokens';
import { accessCookieName, refreshCookieName } from '@/lib/session/cookie-names';
import { clearedSessionCookies, sessionCookies, type CookieSpec } from '@/lib/session/cookies';
import { setBearer } from './bearer';
import { outageAnswer } from './outage-page';
import { cachedPagePath } from './cached-pages';
import { refreshOnce } from './refresh';
import { trailingSlashTarget } from './trailing-slash';

/**
 * Refresh a little before expiry, so a request never reaches the API with a dying token: 30 s
 * before, or a quarter of the lifetime when tokens live shorter (e2e shortens them).
 */
const REFRESH_MARGIN_S = 30;

function needsRefresh(access: string | undefined): boolean {
  if (!access) return true;
  const exp = peekExpiry(access);
  if (!exp) return true;
  const margin = Math.min(REFRESH_MARGIN_S, (peekLifetime(access) ?? REFRESH_MARGIN_S * 4) / 4);
  return exp - Date.now() / 1000 < margin;
}

function applyToRequest(headers: Headers, cookies: CookieSpec[], req: NextRequest): void {
  const jar = new Map(req.cookies.getAll().map((c) => [c.name, c.value]));
  for (const c of cookies) {
    if (c.maxAge > 0) jar.set(c.name, c.value);
    else jar.delete(c.name);
  }
  headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
}

/**
 * Spec §7's middleware duty: every /api request carries `Authorization: Bearer`, and an
 * expiring access token is refreshed once. The API still verifies every token itself.
 */
export async function proxy(req: NextRequest): Promise<NextResponse> {
  const slashed = trailingSlashTarget(req.nextUrl.pathname);
  if (slashed) {
    // From the raw URL: a NextURL keeps the request's slash-less form and would format it away.
    const url = new URL(req.url);
    url.pathname = slashed;
    return NextResponse.redirect(url, 308);
  }
  const isPage =
    !req.nextUrl.pathname.startsWith('/api/') && (req.method === 'GET' || req.method === 'HEAD');
  if (isPage) {
    // Issue #17: during a database outage, the branded 503 or 404 straight from here.
    const outage = await outageAnswer(req.nextUrl.pathname);
    if (outage) return outage;
  }
  let access = req.cookies.get(accessCookieName())?.value;
  const refresh = req.cookies.get(refreshCookieName())?.value;
  const headers = new Headers(req.headers);
  let cookies: CookieSpec[] | null = null;

  const isRefreshCall = req.nextUrl.pathname.startsWith('/api/auth/');
  if (refresh && !isRefreshCall && needsRefresh(access)) {
    // lib/env.ts strips API_BASE_URL's trailing slashes; an origin never has one.
    const apiOrigin = env().API_BASE_URL ?? req.nextUrl.origin;
    const result = await refreshOnce(apiOrigin, refresh);
    if (result.kind === 'ok') {
      const exp = peekExpiry(result.access);
      const ttl = exp ? Math.max(1, exp - Math.floor(Date.now() / 1000)) : undefined;
      cookies = sessionCookies(result, ttl);
      access = result.access;
    } else if (result.kind === 'rejected') {
      cookies = clearedSessionCookies();
      access = undefined;
    }
    if (cookies) applyToRequest(headers, cookies, req);
  }

  // Set here, where a refreshed token is known; the /api handler then forwards it as it is.
  if (req.nextUrl.pathname.startsWith('/api/')) setBearer(headers, access);

  // Issue #15: public pages that are static routes or read their query are served from
  // app/cached/[q]/ (bff/cached-pages.ts), where Next keeps them in its full-route cache.
  const cached = isPage ? cachedPagePath(req.nextUrl.pathname, req.nextUrl.searchParams) : null;
  const response = cached
    ? NextResponse.rewrite(new URL(`${cached}${req.nextUrl.search}`, req.url), {
        request: { headers },
      })
    : NextResponse.next({ request: { headers } });
  for (const { name, value, ...options } of cookies ?? [])
    response.cookies.set(name, value, options);
  // A refreshed session rides on this answer: no shared cache may keep it, whatever the page.
  if (cookies) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
