import { NextRequest } from 'next/server';
import { proxy } from '@/bff/proxy';
import { signToken } from '@/server/auth/tokens';

const secret = 'unit-test-secret-unit-test-secret-0123';
const origin = 'http://shop.test';

async function tokens(accessAgeS: number) {
  const now = Date.now() - accessAgeS * 1000;
  const access = await signToken({
    secret,
    userId: 3,
    role: 'customer',
    type: 'access',
    jti: `a${accessAgeS}`,
    now,
  });
  const refresh = await signToken({
    secret,
    userId: 3,
    role: 'customer',
    type: 'refresh',
    jti: `r${accessAgeS}`,
    family: 'f',
  });
  return { access, refresh };
}

function request(path: string, cookies: Record<string, string>): NextRequest {
  return new NextRequest(origin + path, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
  });
}

const forwardedAuth = (res: Response) => res.headers.get('x-middleware-request-authorization');

afterEach(() => vi.unstubAllGlobals());

describe('proxy.ts', () => {
  it('adds the Bearer header from the access cookie to /api requests', async () => {
    const { access, refresh } = await tokens(0);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const res = await proxy(
      request('/api/cart/info/', { vitrina_access: access, vitrina_refresh: refresh }),
    );
    expect(forwardedAuth(res)).toBe(`Bearer ${access}`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refreshes an expiring access token once for many parallel requests', async () => {
    const old = await tokens(290); // 10 s left: inside the refresh margin
    const fresh = await tokens(0);
    const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => {
      await new Promise((r) => setTimeout(r, 20));
      return Response.json(fresh);
    });
    vi.stubGlobal('fetch', fetchSpy);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        proxy(
          request('/api/cart/list/', { vitrina_access: old.access, vitrina_refresh: old.refresh }),
        ),
      ),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(`${origin}/api/auth/token/refresh/`);
    for (const res of answers) {
      expect(forwardedAuth(res)).toBe(`Bearer ${fresh.access}`);
      const setCookie = res.headers.getSetCookie().join('\n');
      expect(setCookie).toContain(`vitrina_access=${fresh.access}`);
      expect(setCookie).toMatch(/vitrina_access=[^\n]*HttpOnly/i);
      expect(setCookie).toMatch(/vitrina_refresh=[^\n]*HttpOnly/i);
    }
  });

  it('signs the browser out when the refresh token is rejected', async () => {
    const old = await tokens(400);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ detail: 'x' }, { status: 401 }))),
    );
    const res = await proxy(request('/cart/', { vitrina_refresh: `${old.refresh}x` }));
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/vitrina_refresh=;/);
    expect(setCookie).toMatch(/signed_in=;/);
  });

  it('keeps the cookies when the API cannot answer', async () => {
    const old = await tokens(400);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('ECONNREFUSED'))),
    );
    const res = await proxy(request('/cart/', { vitrina_refresh: `${old.refresh}y` }));
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refreshes short-lived tokens a quarter of their lifetime before expiry, not every request', async () => {
    const now = Date.now();
    const sign = (ageS: number, jti: string) =>
      signToken({
        secret,
        userId: 3,
        role: 'customer',
        type: 'access',
        jti,
        ttlSeconds: 12,
        now: now - ageS * 1000,
      });
    const refresh = await signToken({
      secret,
      userId: 3,
      role: 'customer',
      type: 'refresh',
      jti: 'short-r',
      family: 'f',
    });
    const fetchSpy = vi.fn(() => Promise.resolve(Response.json({ detail: 'x' }, { status: 503 })));
    vi.stubGlobal('fetch', fetchSpy);
    await proxy(
      request('/api/cart/info/', {
        vitrina_access: await sign(2, 'young'),
        vitrina_refresh: refresh,
      }),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    await proxy(
      request('/api/cart/info/', {
        vitrina_access: await sign(10, 'old'),
        vitrina_refresh: refresh,
      }),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
