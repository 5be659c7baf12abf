import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { allEndpoints } from '@/lib/api/registry';
import { logout, tokenRefresh } from '@/lib/api/endpoints/auth';
import { TEXT_SIGNED_IN } from '@/lib/constants';
import { env } from '@/lib/env';
import { getApiApp } from './api-instance';
import { setBearer } from './bearer';
import { EXCHANGE_PATHS } from './trailing-slash';
import { peekExpiry } from '@/server/auth/tokens';
import { accessCookieName, refreshCookieName } from '@/lib/session/cookie-names';
import { clearedSessionCookies, sessionCookies, type CookieSpec } from '@/lib/session/cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_PATHS = new Set(allEndpoints.filter((e) => e.setsSession).map((e) => e.path));
const REFRESH_FROM_COOKIE = new Set<string>([tokenRefresh.path, logout.path]);

const json = (status: number, body: unknown) => NextResponse.json(body, { status });

function normalise(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * Cookie-authenticated writes must come from our own pages (CSRF). The Origin is compared
 * with the site's own origin (SITE_ORIGIN) or the Host the request came to, never with
 * X-Forwarded-Host: any client may write that header (issue #17, defect 12a).
 */
function isCrossSite(req: NextRequest): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  try {
    const from = new URL(origin);
    if (from.origin === new URL(env().SITE_ORIGIN).origin) return false;
    return from.host !== req.headers.get('host');
  } catch {
    return true;
  }
}

/** An external API that does not answer must not hold a browser request forever. */
const EXTERNAL_API_TIMEOUT_MS = 15_000;

/**
 * Headers of the browser's hop, not of ours: the body may have been rewritten (the refresh
 * token added), and a stale Content-Length makes an external API wait for bytes never sent.
 */
const HOP_HEADERS = [
  'cookie',
  'content-length',
  'host',
  'connection',
  'keep-alive',
  'expect',
  'transfer-encoding',
];

async function forward(
  req: NextRequest,
  body: string | ArrayBuffer | undefined,
): Promise<Response> {
  const headers = new Headers(req.headers);
  // The API trusts the Bearer header only; fetch sets the length and host of this hop.
  for (const name of HOP_HEADERS) headers.delete(name);
  // proxy.ts has set it already on every /api request; this covers a call that bypassed it.
  setBearer(headers, req.cookies.get(accessCookieName())?.value);
  const external = env().API_BASE_URL;
  const target = (external ?? req.nextUrl.origin) + req.nextUrl.pathname + req.nextUrl.search;
  const init: RequestInit = {
    method: req.method,
    headers,
    body: SAFE_METHODS.has(req.method) ? undefined : body,
  };
  return external
    ? fetch(target, { ...init, signal: AbortSignal.timeout(EXTERNAL_API_TIMEOUT_MS) })
    : getApiApp().fetch(new Request(target, init));
}

function withCookies(response: NextResponse, cookies: CookieSpec[]): NextResponse {
  for (const { name, value, ...options } of cookies) response.cookies.set(name, value, options);
  return response;
}

/** A JSON object body, `{}` when empty, null when it is not an object (the API answers 400). */
function parseObject(body: string | undefined): Record<string, unknown> | null {
  if (!body?.trim()) return {};
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Issue #12: 1C's exchange is no browser. Its body is binary (a zip, chunks of a file) and its
 * session rides in its own cookie and Basic header, so it goes to the API byte for byte.
 */
async function forwardExchange(req: NextRequest): Promise<Response> {
  const headers = new Headers(req.headers);
  for (const name of HOP_HEADERS) if (name !== 'cookie') headers.delete(name);
  const external = env().API_BASE_URL;
  const target = (external ?? req.nextUrl.origin) + req.nextUrl.pathname + req.nextUrl.search;
  const body = SAFE_METHODS.has(req.method) ? undefined : await req.arrayBuffer();
  const init: RequestInit = { method: req.method, headers, body };
  return external ? fetch(target, init) : getApiApp().fetch(new Request(target, init));
}

/** Browser-facing /api/*: forwards to the API and keeps tokens in HttpOnly cookies only. */
export async function handleApiRequest(req: NextRequest): Promise<Response> {
  if (EXCHANGE_PATHS.has(req.nextUrl.pathname)) return forwardExchange(req);
  if (isCrossSite(req)) return json(403, { detail: 'Запрос с другого сайта отклонён.' });
  // Issue #13: a quick-order spreadsheet is binary; a form goes on as bytes, not as text.
  if (/^multipart\/form-data/i.test(req.headers.get('content-type') ?? '') && req.method === 'POST')
    return forward(req, await req.arrayBuffer());
  const path = normalise(req.nextUrl.pathname);
  let body = SAFE_METHODS.has(req.method) ? undefined : await req.text();

  // A caller that sent its own refresh token (proxy.ts, an API client) held a token already:
  // it gets the rotated pair back as JSON. A browser page never holds one, so its refresh is
  // taken from the cookie and answered with cookies.
  let callerHeldToken = false;
  if (REFRESH_FROM_COOKIE.has(path)) {
    const refresh = req.cookies.get(refreshCookieName())?.value;
    const parsed = parseObject(body);
    callerHeldToken = path === tokenRefresh.path && typeof parsed?.refresh === 'string';
    if (refresh && parsed && parsed.refresh === undefined)
      body = JSON.stringify({ ...parsed, refresh });
  }

  const upstream = await forward(req, body);

  if (path === logout.path) {
    const response = new NextResponse(upstream.body, upstream);
    return withCookies(response, clearedSessionCookies());
  }
  if (SESSION_PATHS.has(path) && upstream.ok && !callerHeldToken) {
    const data = (await upstream.json().catch(() => null)) as Record<string, unknown> | null;
    if (data && typeof data.access === 'string' && typeof data.refresh === 'string') {
      const exp = peekExpiry(data.access);
      const ttl = exp ? Math.max(1, exp - Math.floor(Date.now() / 1000)) : undefined;
      const response = json(upstream.status, { detail: TEXT_SIGNED_IN });
      return withCookies(
        response,
        sessionCookies({ access: data.access, refresh: data.refresh }, ttl),
      );
    }
    return json(upstream.status, data);
  }
  return upstream;
}
