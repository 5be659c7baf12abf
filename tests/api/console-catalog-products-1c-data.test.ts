import { eq } from 'drizzle-orm';
import { EXCHANGE_OWNED_FIELDS } from '@/lib/catalog/exchange-owned-fields';
import { products } from '@/server/db/schema/catalog';
import { priceTypes, productPrices, productStocks, warehouses } from '@/server/db/schema/exchange';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInStaff, type Sessions } from './console-catalog-support';
import { managerProductCalls } from './console-catalog-products-helpers';

let api: TestServer;
let s: Sessions;
const changed: string[][] = [];
beforeAll(async () => {
  api = await startTestServer({
    products: 30,
    deps: { onCatalogChanged: (tags) => void changed.push(tags) },
  });
  s = await signInStaff(api);
});
afterAll(() => api.close());

const { get, patch } = managerProductCalls(
  () => api,
  () => s,
);

describe('console catalogue: products', () => {
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
