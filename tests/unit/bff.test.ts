import { NextRequest } from 'next/server';
import { handleApiRequest } from '@/bff/api-handler';

// lib/env.ts reads the environment once: the CSRF check reads SITE_ORIGIN in the first test,
// so the external API of the token tests must be known from the start.
process.env.API_BASE_URL ??= 'http://api.test';

describe('browser-facing /api layer', () => {
  it('refuses a cross-origin write before it reaches the API (CSRF)', async () => {
    const req = new NextRequest('http://shop.test/api/cart/add/', {
      method: 'POST',
      headers: {
        origin: 'http://evil.test',
        host: 'shop.test',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    const res = await handleApiRequest(req);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Запрос с другого сайта отклонён.' });
  });

  it('refuses a write the browser marks cross-site', async () => {
    const req = new NextRequest('http://shop.test/api/auth/logout/', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', host: 'shop.test' },
    });
    expect((await handleApiRequest(req)).status).toBe(403);
  });
});

describe('browser-facing /api layer: token answers', () => {
  const tokens = {
    access: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.sig',
    refresh: 'eyJ.refresh.next',
  };
  let forwarded: { url: string; body: string | null; auth: string | null }[] = [];

  beforeEach(() => {
    forwarded = [];
    process.env.API_BASE_URL ??= 'http://api.test';
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        forwarded.push({
          url,
          body: typeof init.body === 'string' ? init.body : null,
          auth: headers.get('authorization'),
        });
        return Promise.resolve(Response.json(tokens));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const post = (path: string, body: string, cookie?: string) =>
    new NextRequest(`http://shop.test${path}`, {
      method: 'POST',
      headers: {
        host: 'shop.test',
        origin: 'http://shop.test',
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body,
    });

  it('fills a page refresh from the HttpOnly cookie and answers with cookies, never tokens', async () => {
    const res = await handleApiRequest(
      post('/api/auth/token/refresh/', '{}', 'vitrina_refresh=old-refresh'),
    );
    expect(JSON.parse(forwarded[0]?.body ?? '{}')).toEqual({ refresh: 'old-refresh' });
    expect(await res.json()).toEqual({ detail: 'Вход выполнен.' });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toContain(`vitrina_refresh=${tokens.refresh}`);
    expect(setCookie).toMatch(/vitrina_access=[^\n]*HttpOnly/i);
  });

  it('hands the rotated pair back as JSON to a caller that sent its own refresh token', async () => {
    const res = await handleApiRequest(
      post('/api/auth/token/refresh/', '{"refresh":"own-token"}', 'vitrina_refresh=cookie-token'),
    );
    expect(JSON.parse(forwarded[0]?.body ?? '{}')).toEqual({ refresh: 'own-token' });
    expect(await res.json()).toEqual(tokens);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('clears the session cookies on logout and sends the refresh token along to be revoked', async () => {
    const res = await handleApiRequest(
      post('/api/auth/logout/', '', 'vitrina_refresh=r1; vitrina_access=a1'),
    );
    expect(JSON.parse(forwarded[0]?.body ?? '{}')).toEqual({ refresh: 'r1' });
    expect(forwarded[0]?.auth).toBe('Bearer a1');
    const setCookie = res.headers.getSetCookie().join('\n');
    for (const name of ['vitrina_access', 'vitrina_refresh', 'signed_in'])
      expect(setCookie).toMatch(new RegExp(`${name}=;`));
  });
});
