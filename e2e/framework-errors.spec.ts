import { expect, test } from '@playwright/test';

/**
 * Issue #17, defect 10: requests Next cannot route answered a plain-text 500 «Internal Server
 * Error». Against the production server (scripts/serve.mjs in front of Next) they are 405 and
 * 400: JSON under /api, the shop's page elsewhere. And 12c: the price-list download carries
 * Content-Length (Next drops it from route handler answers), on GET and on HEAD.
 */

test.describe('framework-level errors', () => {
  for (const method of ['TRACE', 'PROPFIND']) {
    test(`${method} is 405 with Allow, a page for pages and JSON for /api`, async ({ request }) => {
      const pageAnswer = await request.fetch('/', { method });
      expect(pageAnswer.status()).toBe(405);
      expect(pageAnswer.headers()['allow']).toContain('GET');
      expect(pageAnswer.headers()['content-type']).toContain('text/html');
      const html = await pageAnswer.text();
      expect(html).toContain('Витрина');
      expect(html).not.toContain('Internal Server Error');

      const apiAnswer = await request.fetch('/api/health/', { method });
      expect(apiAnswer.status()).toBe(405);
      expect(await apiAnswer.json()).toEqual({ detail: expect.stringContaining(method) });
    });
  }

  for (const path of ['/%E0%A4%A', '/catalog/%', '/category/%ZZ/', '/product/%C0%AF/']) {
    test(`a malformed escape in ${path} is 400, the shop's page`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(400);
      expect(res.headers()['content-type']).toContain('text/html');
      expect(await res.text()).toContain('Некорректный адрес');
    });
  }

  test('a malformed escape under /api is 400 JSON', async ({ request }) => {
    for (const path of ['/api/%E0%A4%A/', '/api/dd_party/%/']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(await res.json()).toEqual({ detail: expect.any(String) });
    }
  });

  test('an address over 4,096 characters is 414, never headers too long to read', async ({
    request,
  }) => {
    // Next would redirect these to the trailing slash, repeating the path in two headers.
    const long = 'я'.repeat(1500);
    const api = await request.get(`/api/order/${encodeURIComponent(long)}`);
    expect(api.status()).toBe(414);
    expect(await api.json()).toEqual({ detail: 'Слишком длинный адрес запроса.' });
    const pageAnswer = await request.get(`/category/${'x'.repeat(5000)}`);
    expect(pageAnswer.status()).toBe(414);
    expect(await pageAnswer.text()).toContain('Слишком длинный адрес запроса.');
    // A long but ordinary address (a listing with many filters) is not refused.
    expect((await request.get(`/category/?${'brand=x&'.repeat(300)}`)).status()).toBe(200);
  });

  test('well-formed requests still reach Next (escapes decoded by Next itself)', async ({
    request,
  }) => {
    expect((await request.get('/')).status()).toBe(200);
    expect((await request.get('/api/health/')).status()).toBe(200);
    // A Cyrillic search query, percent-encoded, and an unknown but well-formed path.
    expect(
      (await request.get('/search/?query=%D0%BA%D0%B8%D1%80%D0%BF%D0%B8%D1%87')).status(),
    ).toBe(200);
    expect(
      (await request.get('/%D0%BD%D0%B5%D1%82-%D1%82%D0%B0%D0%BA%D0%BE%D0%B9/')).status(),
    ).toBe(404);
  });
});

test.describe('price-list download (12c)', () => {
  test('GET and HEAD carry Content-Length equal to the file size', async ({ request }) => {
    const list = await request.get('/api/price_list/documents/');
    expect(list.status()).toBe(200);
    const docs = (await list.json()) as { file: string }[];
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      const file = await request.get(doc.file, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(file.status()).toBe(200);
      const body = await file.body();
      expect(file.headers()['content-length'], doc.file).toBe(String(body.length));
      expect(file.headers()['x-content-length']).toBeUndefined();

      const head = await request.head(doc.file);
      expect(head.status()).toBe(200);
      expect(head.headers()['content-length']).toBe(String(body.length));
    }
  });
});
