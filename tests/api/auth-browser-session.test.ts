import { NextRequest } from 'next/server';
import { DEMO_BUYER } from '@/demo/people';
import { startTestServer, type TestServer } from '../support/test-server';
import { me, refresh } from './auth-support';

let api: TestServer;
let handleApiRequest: (req: NextRequest) => Promise<Response>;
const SHOP = 'http://shop.test';

beforeAll(async () => {
  api = await startTestServer({ products: 10 });
  // The browser-facing layer forwards to this API over HTTP, as with an external backend.
  process.env.API_BASE_URL = api.origin;
  ({ handleApiRequest } = await import('@/bff/api-handler'));
});
afterAll(async () => {
  delete process.env.API_BASE_URL;
  await api.close();
});

function browser(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    cookies?: Record<string, string>;
    origin?: string;
    site?: string;
  },
) {
  const headers: Record<string, string> = { host: 'shop.test', 'content-type': 'application/json' };
  if (init.origin) headers.origin = init.origin;
  if (init.site) headers['sec-fetch-site'] = init.site;
  if (init.cookies)
    headers.cookie = Object.entries(init.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  // As a browser does: the layer may rewrite the body, and must not pass this length on.
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return handleApiRequest(
    new NextRequest(SHOP + path, { method: init.method ?? 'POST', headers, body }),
  );
}

function cookieJar(res: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar[name.trim()] = value.join('=');
  }
  return jar;
}

describe('browser sessions through the /api layer', () => {
  it('turns a sign-in into HttpOnly cookies; the page never sees a token', async () => {
    const res = await browser('/api/auth/token/', {
      origin: SHOP,
      site: 'same-origin',
      body: { username: DEMO_BUYER.email, password: DEMO_BUYER.password },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Вход выполнен.' });
    expect(text).not.toMatch(/eyJ/);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/vitrina_access=eyJ[^\n]*HttpOnly[^\n]*SameSite=lax/i);
    expect(setCookie).toMatch(/vitrina_refresh=eyJ[^\n]*HttpOnly/i);
    expect(setCookie).toMatch(/signed_in=1/);
    expect(setCookie).not.toMatch(/signed_in=1[^\n]*HttpOnly/i);
  });

  it('refuses a cross-origin POST to a cookie-authenticated route, and the session survives', async () => {
    const signIn = await browser('/api/auth/token/', {
      origin: SHOP,
      body: { username: DEMO_BUYER.email, password: DEMO_BUYER.password },
    });
    const jar = cookieJar(signIn);
    const access = jar.vitrina_access ?? '';

    const evilLogout = await browser('/api/auth/logout/', {
      origin: 'https://evil.example',
      cookies: jar,
    });
    expect(evilLogout.status).toBe(403);
    expect(await evilLogout.json()).toEqual({ detail: 'Запрос с другого сайта отклонён.' });
    const evilPassword = await browser('/api/accounts/set-password/change/', {
      method: 'PATCH',
      site: 'cross-site',
      cookies: jar,
      body: { password: 'Hijacked-Pass-1', confirm_password: 'Hijacked-Pass-1' },
    });
    expect(evilPassword.status).toBe(403);
    expect((await me(api, access)).status).toBe(200);

    // The same call from the shop's own page works and ends the login.
    const logout = await browser('/api/auth/logout/', {
      origin: SHOP,
      site: 'same-origin',
      cookies: jar,
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/vitrina_refresh=;/);
    expect((await me(api, access)).status).toBe(401);
    expect((await refresh(api, jar.vitrina_refresh ?? '')).status).toBe(401);
  });

  it('passes a sign-in failure through with the server detail', async () => {
    const res = await browser('/api/auth/token/', {
      origin: SHOP,
      body: { username: DEMO_BUYER.email, password: 'wrong-password' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Неверный e-mail или пароль.' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refreshes from the cookie for a page (cookies back), and as JSON for a caller holding its token (proxy.ts)', async () => {
    const signIn = await browser('/api/auth/token/', {
      origin: SHOP,
      body: { username: DEMO_BUYER.email, password: DEMO_BUYER.password },
    });
    const jar = cookieJar(signIn);
    const page = await browser('/api/auth/token/refresh/', {
      origin: SHOP,
      site: 'same-origin',
      cookies: jar,
      body: {},
    });
    expect(page.status).toBe(200);
    const pageText = await page.text();
    expect(pageText).not.toMatch(/eyJ/);
    const rotated = cookieJar(page).vitrina_refresh ?? '';
    expect(rotated).toMatch(/^eyJ/);
    expect(rotated).not.toBe(jar.vitrina_refresh);

    const server = await browser('/api/auth/token/refresh/', { body: { refresh: rotated } });
    expect(server.status).toBe(200);
    const tokens = (await server.json()) as { access: string; refresh: string };
    expect(tokens.access).toMatch(/^eyJ/);
    expect(server.headers.getSetCookie()).toEqual([]);
    expect((await me(api, tokens.access)).status).toBe(200);
  });
});
