import { eq } from 'drizzle-orm';
import { products } from '@/server/db/schema/catalog';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, lastAudit, signInStaff, type Sessions } from './console-catalog-support';
import { BASE, managerProductCalls, type Page } from './console-catalog-products-helpers';

let api: TestServer;
let s: Sessions;
const changed: string[][] = [];
let categoryId: number;
beforeAll(async () => {
  api = await startTestServer({
    products: 30,
    deps: { onCatalogChanged: (tags) => void changed.push(tags) },
  });
  s = await signInStaff(api);
  const [any] = await api.db.select().from(products).limit(1);
  categoryId = any?.categoryId ?? 0;
});
afterAll(() => api.close());

const { get, patch, create } = managerProductCalls(
  () => api,
  () => s,
);

describe('console catalogue: products', () => {
  it('is closed to guests (401) and buyers (403)', async () => {
    expect((await api.request(BASE)).status).toBe(401);
    expect((await api.request(`${BASE}1/`)).status).toBe(401);
    expect((await call(api, s.buyer, 'GET', BASE)).status).toBe(403);
    expect((await call(api, s.buyer, 'PATCH', `${BASE}1/`, { version: 1 })).status).toBe(403);
    expect((await call(api, s.buyer, 'POST', BASE, {})).status).toBe(403);
  });

  it('finds by name or article, filters and pages', async () => {
    const [one] = await api.db.select().from(products).limit(1);
    if (!one) throw new Error('no product');
    const byArticle = await call<Page>(api, s.manager, 'GET', `${BASE}?query=${one.article}`);
    expect(byArticle.body.results.map((p) => p.id)).toContain(one.id);
    const word = one.title.split(' ')[0] ?? '';
    const byName = await call<Page>(
      api,
      s.manager,
      'GET',
      `${BASE}?query=${encodeURIComponent(word.toLowerCase())}`,
    );
    expect(
      byName.body.results.every((p) => p.title.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
    expect(byName.body.count).toBeGreaterThan(0);
    const all = await call<Page>(api, s.manager, 'GET', BASE);
    expect(all.body.count).toBe(30);
    expect(all.body.results).toHaveLength(20);
    expect(all.body.next).toContain('page=2');
    const hidden = await call<Page>(api, s.manager, 'GET', `${BASE}?visibility=hidden`);
    expect(hidden.body.count).toBe(0);
    const bad = await call<Record<string, string[]>>(api, s.manager, 'GET', `${BASE}?source=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.source).toBeDefined();
  });

  it('creates a product with a price and validates the fields', async () => {
    const bad = await create({ title: '', article: '', unit: '', category_id: 0, price: 'abc' });
    expect(bad.status).toBe(400);
    for (const field of ['title', 'article', 'unit', 'category_id', 'price']) {
      expect(bad.body[field], field).toBeDefined();
    }
    const made = await create({
      title: 'Кирпич консольный',
      article: 'CON-001',
      unit: 'шт',
      category_id: categoryId,
      price: '12.50',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: 'Кирпич консольный', price: '12.50', source: 'shop' });
    expect((await api.request(`/api/product/${made.body.slug}/`)).status).toBe(200);
    const dup = await create({
      title: 'Другой',
      article: 'CON-001',
      unit: 'шт',
      category_id: categoryId,
      price: null,
    });
    expect(dup.body.article).toEqual(['Товар с таким артикулом уже есть']);
    const audit = await lastAudit(api, 'product', made.body.id);
    expect(audit).toMatchObject({ action: 'create', before: null });
    expect(audit?.after).toMatchObject({ title: 'Кирпич консольный', price: '12.50' });
  });

  it('saves with the loaded version, refuses a stale one (409), audits before/after', async () => {
    const [row] = await api.db.select().from(products).limit(1);
    if (!row) throw new Error('no product');
    const loaded = (await get(row.id)).body;
    const first = await patch(row.id, {
      version: loaded.version,
      title: 'Новое имя',
      seo_title: 'SEO',
      pack_qty: 5,
      attributes: [{ name: 'Цвет', value: 'красный' }],
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(loaded.version + 1);
    expect(changed.at(-1)).toEqual(['catalog', `product:${row.slug}`]);
    const second = await patch(row.id, { version: loaded.version, title: 'Чужая правка' });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe('Изменено другим пользователем — обновите страницу');
    expect((await get(row.id)).body.title).toBe('Новое имя');
    const pub = await api.request<{ title: string }>(`/api/product/${row.slug}/`);
    expect(pub.body.title).toBe('Новое имя');
    const audit = await lastAudit(api, 'product', row.id);
    expect(audit?.before).toMatchObject({ title: row.title, pack_qty: row.packQty });
    expect(audit?.after).toMatchObject({ title: 'Новое имя', pack_qty: 5, seo_title: 'SEO' });
    const noVersion = await patch(row.id, { title: 'Без версии' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.version).toBeDefined();
  });

  it('stores the description sanitised: no script, no onerror', async () => {
    const [row] = await api.db.select().from(products).limit(1).offset(2);
    if (!row) throw new Error('no product');
    const res = await patch(row.id, {
      version: row.version,
      description:
        '<p>Прочный <b>кирпич</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    expect(res.status).toBe(200);
    const [stored] = await api.db.select().from(products).where(eq(products.id, row.id));
    expect(stored?.description).toContain('<b>кирпич</b>');
    expect(stored?.description).not.toMatch(/<script|onerror|alert/i);
    const pub = await api.request<{ description: string }>(`/api/product/${row.slug}/`);
    expect(pub.body.description).not.toMatch(/<script|onerror/i);
  });
});

describe('console catalogue: odd input', () => {
  it('answers 4xx, never 500, to hostile bodies and queries on every console call', async () => {
    const doc = await api.request<{ paths: Record<string, Record<string, unknown>> }>(
      '/api/openapi.json',
    );
    const paths = Object.keys(doc.body.paths).filter((p) => p.startsWith('/api/manager/catalog/'));
    expect(paths.length).toBeGreaterThanOrEqual(4);
    const bodies: unknown[] = [
      null,
      [],
      'x',
      { version: 1e20, title: 'a'.repeat(100_000) },
      { version: 1, parent_id: -1, category_id: 2 ** 40, price: '1e5' },
      { version: 1, prices: [{ price_type_id: 'x', price: {} }], stocks: [{}], attributes: [1] },
      { version: 1, direction: 'left', slug: '../..', move_products_to: 0 },
    ];
    const calls: [string, string][] = [
      ['POST', '/api/manager/catalog/categories/'],
      ['PUT', '/api/manager/catalog/categories/1/'],
      ['POST', '/api/manager/catalog/categories/1/reorder/'],
      ['DELETE', '/api/manager/catalog/categories/1/?version=x&move_products_to=-5'],
      ['DELETE', '/api/manager/catalog/categories/99999/?version=1'],
      ['GET', '/api/manager/catalog/products/?page=0&category_id=abc&visibility=all'],
      ['GET', `/api/manager/catalog/products/?query=${'%25_'.repeat(50)}`],
      ['POST', '/api/manager/catalog/products/'],
      ['PATCH', '/api/manager/catalog/products/1/'],
      ['PATCH', '/api/manager/catalog/products/abc/'],
    ];
    for (const [method, path] of calls) {
      for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
        const res = await call(api, s.manager, method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(
          500,
        );
        expect(res.status).toBeGreaterThanOrEqual(method === 'GET' ? 200 : 400);
      }
    }
  });
});
