import { NextRequest } from 'next/server';

// The site's own origin, as a deployment behind a proxy sets it; read once by lib/env.ts.
process.env.SITE_ORIGIN = 'https://shop.example';
process.env.API_BASE_URL = 'http://api.test';

const { handleApiRequest } = await import('@/bff/api-handler');

/**
 * Issue #17, defect 12a: the CSRF check compared Origin with X-Forwarded-Host when present,
 * a header any client writes, so a page of evil.test could pass by naming itself there.
 * Now Origin must be SITE_ORIGIN or the Host the request came to.
 */

let forwarded: string[] = [];
beforeEach(() => {
  forwarded = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      forwarded.push(url);
      return Promise.resolve(Response.json({ count: 0 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const write = (headers: Record<string, string>) =>
  handleApiRequest(
    new NextRequest('http://127.0.0.1:3000/api/cart/add/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"product_id": 1, "quantity": 1}',
    }),
  );

describe('cross-site writes (CSRF)', () => {
  it('refuses an Origin that only X-Forwarded-Host vouches for', async () => {
    const res = await write({
      origin: 'https://evil.test',
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'evil.test',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Запрос с другого сайта отклонён.' });
    expect(forwarded).toEqual([]);
  });

  it('refuses a foreign Origin with or without forwarded headers', async () => {
    const extras: Record<string, string>[] = [{}, { 'x-forwarded-host': 'shop.example' }];
    for (const extra of extras) {
      const res = await write({ origin: 'https://evil.test', host: 'shop.example', ...extra });
      expect(res.status).toBe(403);
    }
    expect(forwarded).toEqual([]);
  });

  it('takes the site origin behind a proxy, whatever the Host of the inner hop', async () => {
    const res = await write({ origin: 'https://shop.example', host: '127.0.0.1:3000' });
    expect(res.status).toBe(200);
    expect(forwarded).toEqual(['http://api.test/api/cart/add/']);
  });

  it('takes an Origin equal to the Host the request came to (a direct start)', async () => {
    const res = await write({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
    expect(res.status).toBe(200);
  });

  it('refuses the site origin with another scheme and an unparsable Origin', async () => {
    for (const origin of ['http://shop.example', 'null']) {
      const res = await write({ origin, host: '127.0.0.1:3000' });
      expect(res.status, origin).toBe(403);
    }
  });
});
