import { eq } from 'drizzle-orm';
import { EXCHANGE_OWNED_FIELDS } from '@/lib/catalog/exchange-owned-fields';
import { products } from '@/server/db/schema/catalog';
import { priceTypes, productPrices, productStocks, warehouses } from '@/server/db/schema/exchange';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, lastAudit, signInStaff, type Sessions } from './console-catalog-support';

interface Product {
  id: number;
  title: string;
  slug: string;
  article: string;
  version: number;
  price: string | null;
  stock: number;
  description: string;
  source: string;
  prices: { price_type_id: number; name: string; price: string | null }[];
  stocks: { warehouse_id: number; name: string; quantity: number }[];
  exchange_owned: string[];
  detail?: string;
  [field: string]: unknown;
}
interface Page {
  count: number;
  next: string | null;
  results: Product[];
}

const BASE = '/api/manager/catalog/products/';
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

const get = (id: number) => call<Product>(api, s.manager, 'GET', `${BASE}${id}/`);
const patch = (id: number, body: Record<string, unknown>) =>
  call<Product>(api, s.manager, 'PATCH', `${BASE}${id}/`, body);
const create = (body: Record<string, unknown>) => call<Product>(api, s.manager, 'POST', BASE, body);

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

  it('keeps prices per type and stock per warehouse consistent with the product', async () => {
    const [row] = await api.db.select().from(products).limit(1).offset(3);
    if (!row) throw new Error('no product');
    const types = await api.db.select().from(priceTypes);
    let base = types.find((t) => t.isBase);
    if (!base) {
      [base] = await api.db
        .insert(priceTypes)
        .values({ externalId: 'base-test', name: 'Розничная', isBase: true })
        .returning();
    }
    const [wholesale] = await api.db
      .insert(priceTypes)
      .values({ externalId: 'opt-test', name: 'Оптовая тест' })
      .returning();
    const stores = await api.db
      .insert(warehouses)
      .values([
        { externalId: 'w1-test', name: 'Склад 1' },
        { externalId: 'w2-test', name: 'Склад 2' },
      ])
      .returning();
    if (!base || !wholesale || stores.length < 2) throw new Error('setup');
    const loaded = (await get(row.id)).body;
    expect(loaded.prices.map((p) => p.price_type_id)).toContain(wholesale.id);
    const res = await patch(row.id, {
      version: loaded.version,
      price: '100.00',
      prices: [{ price_type_id: wholesale.id, price: '90.5' }],
      stocks: stores.map((w, i) => ({ warehouse_id: w.id, quantity: i === 0 ? 7 : 3.5 })),
    });
    expect(res.status).toBe(200);
    expect(res.body.price).toBe('100.00');
    expect(res.body.stock).toBe(10);
    const prices = await api.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, row.id));
    const priceOf = new Map(prices.map((p) => [p.priceTypeId, p.price]));
    expect(priceOf.get(base.id)).toBe('100.00');
    expect(priceOf.get(wholesale.id)).toBe('90.50');
    const stocks = await api.db
      .select()
      .from(productStocks)
      .where(eq(productStocks.productId, row.id));
    expect(stocks).toHaveLength(2);
    const baseInList = await patch(row.id, {
      version: res.body.version,
      prices: [{ price_type_id: base.id, price: '1.00' }],
      stock: 4,
    });
    expect(baseInList.status).toBe(400);
    expect(baseInList.body.prices).toEqual(['Базовая цена задаётся полем «Цена»']);
    expect(baseInList.body.stock).toEqual(['Остаток задаётся по складам']);
  });

  it('refuses the fields 1C owns on a 1C product, one message per field', async () => {
    const [row] = await api.db.select().from(products).limit(1).offset(4);
    if (!row) throw new Error('no product');
    await api.db.update(products).set({ source: '1c' }).where(eq(products.id, row.id));
    const loaded = (await get(row.id)).body;
    expect(loaded.exchange_owned).toEqual([...EXCHANGE_OWNED_FIELDS]);
    const res = await patch(row.id, {
      version: loaded.version,
      title: 'Из консоли',
      article: 'X-1',
      unit: 'м',
      description: '<p>текст</p>',
      price: '1.00',
      is_active: false,
    });
    expect(res.status).toBe(400);
    for (const field of ['title', 'article', 'unit', 'description', 'price', 'is_active']) {
      expect(res.body[field], field).toEqual([
        'Это поле заполняет 1С: изменить его можно только в 1С, иначе следующий обмен перезапишет правку.',
      ]);
    }
    const [same] = await api.db.select().from(products).where(eq(products.id, row.id));
    expect(same?.title).toBe(row.title);
    const seo = await patch(row.id, { version: loaded.version, seo_title: 'Ок', min_qty: 2 });
    expect(seo.status).toBe(200);
    expect(seo.body).toMatchObject({ seo_title: 'Ок', min_qty: 2 });
  });

  it('answers 404 for an unknown product', async () => {
    expect((await get(999999)).status).toBe(404);
    expect((await patch(999999, { version: 1, seo_title: 'x' })).status).toBe(404);
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
