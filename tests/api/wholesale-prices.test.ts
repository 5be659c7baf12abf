import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUYER, DEMO_MANAGER, DEMO_WHOLESALE_BUYER } from '@/demo/people';
import { orders } from '@/server/db/schema/buying';
import { products } from '@/server/db/schema/catalog';
import { mailOutbox, siteConfigs } from '@/server/db/schema/content';
import { priceBreaks, priceTypes, productPrices } from '@/server/db/schema/exchange';
import { users } from '@/server/db/schema/users';
import { jsonInit, startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, sessionFor, validOrder, type Session } from './cart-helpers';

/**
 * Issue #13 over HTTP on the seeded demo: «Розничная» is the base type, the demo buyer buys at
 * «Мелкий опт» (×0.95), the second demo buyer at «Крупный опт» (×0.9); two products of three
 * have breaks from 10 and 50 units.
 */
let api: TestServer;
let small: Session;
let large: Session;
let manager: Session;
/** A product with breaks in every type: 12 of it pass the 100 BYN minimum, 1 does not. */
let product: { id: number; slug: string; price: string; categoryId: number; title: string };

const cents = (v: string) => Math.round(Number(v) * 100);
const kop = (base: string, k: number) =>
  (Math.floor((cents(base) * k + 50) / 100) / 100).toFixed(2);

interface Line {
  quantity: number;
  price: string | null;
  total: string;
  net: string;
  vat: string;
  vat_rate: number;
  price_includes_vat: boolean;
  breaks: { min_quantity: number; price: string }[];
}
interface CartListBody {
  lines: Line[];
  price_final: string;
  totals: { net: string; vat: string; gross: string };
  min_order_amount: string | null;
  min_order_missing: string;
}
interface Prices {
  price_type: { id: number; name: string; is_base: boolean };
  prices: { product_id: number; price: string | null; breaks: { min_quantity: number }[] }[];
}

beforeAll(async () => {
  api = await startTestServer({ products: 30 });
  [small, large, manager] = await Promise.all([
    sessionFor(api, DEMO_BUYER.email),
    sessionFor(api, DEMO_WHOLESALE_BUYER.email),
    sessionFor(api, DEMO_MANAGER.email),
  ]);
  const withBreaks = await api.db.selectDistinct({ id: priceBreaks.productId }).from(priceBreaks);
  const [row] = await api.db
    .select({
      id: products.id,
      slug: products.slug,
      price: products.price,
      categoryId: products.categoryId,
      title: products.title,
    })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          withBreaks.map((r) => r.id),
        ),
        isNotNull(products.price),
        sql`${products.price} between 10 and 90`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!row?.price) throw new Error('нет товара со скидками за количество');
  product = { ...row, price: row.price };
  await api.db
    .update(products)
    .set({ stock: 1000, minQty: 1, packQty: 1, isActive: true })
    .where(eq(products.id, product.id));
}, 180_000);
afterAll(async () => {
  await api?.close();
});

async function text(path: string, session?: Session) {
  const res = await fetch(api.origin + path, { headers: session?.headers ?? {} });
  return { status: res.status, body: await res.text(), cache: res.headers.get('cache-control') };
}

describe('public pages stay shared', () => {
  it('product, listing and search answer a guest and two buyers of different types byte for byte, with base prices', async () => {
    const [category] = await api.db
      .select({ fullSlug: sql<string>`full_slug` })
      .from(sql`categories`)
      .where(sql`id = ${product.categoryId}`);
    const paths = [
      `/api/product/${product.slug}/`,
      `/api/category/${category?.fullSlug}/`,
      `/api/modal-search/?query=${encodeURIComponent(product.title.split(' ')[0] ?? '')}`,
    ];
    for (const path of paths) {
      const [guest, a, b] = await Promise.all([text(path), text(path, small), text(path, large)]);
      expect(guest.status, path).toBe(200);
      expect(a.body, path).toBe(guest.body);
      expect(b.body, path).toBe(guest.body);
    }
    const card = JSON.parse((await text(paths[0] ?? '')).body) as {
      price: string;
      breaks: { min_quantity: number; price: string }[];
    };
    expect(card.price).toBe(Number(product.price).toFixed(2));
    expect(card.breaks).toEqual([
      { min_quantity: 10, price: kop(product.price, 97) },
      { min_quantity: 50, price: kop(product.price, 94) },
    ]);
  });
});

describe('GET /api/prices/', () => {
  it("gives each buyer its own type's prices, never to be cached", async () => {
    const path = `/api/prices/?ids=${product.id}`;
    const a = await client(api, small).get<Prices>(path);
    const b = await client(api, large).get<Prices>(path);
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('private, no-store');
    expect(b.headers.get('cache-control')).toBe('private, no-store');
    expect(a.body.price_type).toMatchObject({ name: 'Мелкий опт', is_base: false });
    expect(b.body.price_type).toMatchObject({ name: 'Крупный опт', is_base: false });
    const mediumPrice = kop(product.price, 95);
    expect(a.body.prices).toEqual([
      {
        product_id: product.id,
        price: mediumPrice,
        price_includes_vat: true,
        vat_rate: 20,
        breaks: [
          { min_quantity: 10, price: kop(mediumPrice, 97) },
          { min_quantity: 50, price: kop(mediumPrice, 94) },
        ],
      },
    ]);
    expect(b.body.prices[0]?.price).toBe(kop(product.price, 90));
  });

  it('refuses a guest (401) and bad ids (400)', async () => {
    expect((await text(`/api/prices/?ids=${product.id}`)).status).toBe(401);
    const bad = await client(api, small).get<Record<string, string[]>>('/api/prices/?ids=1,x');
    expect(bad.status).toBe(400);
    expect(bad.body.ids).toBeDefined();
  });
});

describe('the cart at the buyer’s prices', () => {
  it('applies the breaks as the quantity crosses them; the VAT split adds up', async () => {
    const http = client(api, large);
    await http.post('/api/cart/clear/?trade_point_id=0');
    const own = kop(product.price, 90);
    const cases: [number, string][] = [
      [9, own],
      [10, kop(own, 97)],
      [49, kop(own, 97)],
      [50, kop(own, 94)],
    ];
    await http.post('/api/cart/add/', { product_id: product.id, quantity: 1, trade_point_id: 0 });
    for (const [quantity, price] of cases) {
      const set = await http.post('/api/cart/update/', {
        product_id: product.id,
        quantity,
        trade_point_id: 0,
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const cart = await http.get<CartListBody>('/api/cart/list/?trade_point_id=0');
      const line = cart.body.lines[0];
      expect(line).toMatchObject({ quantity, price, vat_rate: 20, price_includes_vat: true });
      if (!line) continue;
      expect(cents(line.total)).toBe(cents(price) * quantity);
      expect(cents(line.net) + cents(line.vat)).toBe(cents(line.total));
      // 20 % inside the price, rounded once for the line as 1C does.
      expect(cents(line.vat)).toBe(Math.round((cents(line.total) * 20) / 120));
      expect(cart.body.totals.gross).toBe(line.total);
      expect(cart.body.price_final).toBe(line.total);
      expect(cents(cart.body.totals.net) + cents(cart.body.totals.vat)).toBe(
        cents(cart.body.totals.gross),
      );
      const info = await http.get<{ price_final: string }>('/api/cart/info/?trade_point_id=0');
      expect(info.body.price_final).toBe(line.total);
    }
    await http.post('/api/cart/clear/?trade_point_id=0');
  });

  it('says how much the cart lacks and refuses an order below the minimum in Russian', async () => {
    const buyer = await newBuyer(api);
    const http = client(api, buyer);
    await api.db
      .update(siteConfigs)
      .set({ value: '100.00' })
      .where(eq(siteConfigs.name, 'MIN_ORDER_AMOUNT'));
    await http.post('/api/cart/add/', { product_id: product.id, quantity: 1 });
    const cart = await http.get<CartListBody>('/api/cart/list/');
    const missing = ((10_000 - cents(product.price)) / 100).toFixed(2);
    expect(cart.body.min_order_amount).toBe('100.00');
    expect(cart.body.min_order_missing).toBe(missing);
    const data = await http.get<{ can_order: boolean; reason: string }>('/api/order/');
    expect(data.body.can_order).toBe(false);
    const refused = await http.post<{ detail: string }>('/api/order/make/', validOrder);
    expect(refused.status).toBe(400);
    const shortfall = `${missing.replace('.', ',')}\u00a0₽`;
    expect(refused.body.detail).toBe(
      `Минимальная сумма заказа — 100,00\u00a0₽. Добавьте товаров ещё на ${shortfall}, чтобы оформить заказ.`,
    );
    expect(data.body.reason).toBe(refused.body.detail);
  });
});

describe('orders keep the prices of the moment', () => {
  it('stores the type and VAT at ordering; a later change of type leaves the order alone', async () => {
    const [buyer] = await api.db.select().from(users).where(eq(users.email, DEMO_BUYER.email));
    const http = client(api, small);
    await http.post('/api/cart/clear/?trade_point_id=0');
    await http.post('/api/cart/add/', { product_id: product.id, quantity: 12, trade_point_id: 0 });
    const made = await http.post<{ id: number }>('/api/order/make/', {
      ...validOrder,
      trade_point_id: 0,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const price = kop(kop(product.price, 95), 97);
    const read = async () =>
      (
        await http.get<{
          total: string;
          totals: { net: string; vat: string; gross: string };
          prices_include_vat: boolean;
          lines: { price: string; total: string; net: string; vat: string; vat_rate: number }[];
        }>(`/api/order-confirm/${made.body.id}/`)
      ).body;
    const before = await read();
    expect(before.lines[0]).toMatchObject({ price, vat_rate: 20 });
    expect(cents(before.lines[0]?.total ?? '0')).toBe(cents(price) * 12);
    expect(before.totals.gross).toBe(before.total);
    expect(cents(before.totals.net) + cents(before.totals.vat)).toBe(cents(before.total));
    expect(before.prices_include_vat).toBe(true);
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, made.body.id));
    const [medium] = await api.db
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.name, 'Мелкий опт'));
    expect(stored?.priceTypeId).toBe(medium?.id);
    expect(stored?.vatTotal).toBe(before.totals.vat);

    const letters = await api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, buyer?.email ?? ''));
    const letter = letters.at(-1)?.text ?? '';
    expect(letter).toContain(`Сумма без НДС: ${before.totals.net.replace('.', ',')}`);
    expect(letter).toContain(`НДС: ${before.totals.vat.replace('.', ',')}`);
    expect(letter).toContain(`Итого с НДС: ${before.total.replace('.', ',')}`);

    const [largeType] = await api.db
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.name, 'Крупный опт'));
    const changed = await api.request(
      `/api/manager/buyers/${buyer?.id}/price-type/`,
      jsonInit('PATCH', { price_type_id: largeType?.id }, manager.headers),
    );
    expect(changed.status).toBe(200);
    expect(await read()).toEqual(before);
    const now = await http.get<Prices>(`/api/prices/?ids=${product.id}`);
    expect(now.body.prices[0]?.price).toBe(kop(product.price, 90));
    // Back as the seed left it, for the tests that follow.
    await api.request(
      `/api/manager/buyers/${buyer?.id}/price-type/`,
      jsonInit('PATCH', { price_type_id: medium?.id }, manager.headers),
    );
  });
});

describe('managers set a buyer’s price type', () => {
  it('lists the types, base first; a manager changes a type, a buyer cannot', async () => {
    const list = await client(api, manager).get<{ results: { name: string; is_base: boolean }[] }>(
      '/api/manager/price-types/',
    );
    expect(list.status).toBe(200);
    expect(list.body.results.map((t) => [t.name, t.is_base])).toEqual([
      ['Розничная', true],
      ['Крупный опт', false],
      ['Мелкий опт', false],
    ]);
    const target = await newBuyer(api);
    const path = `/api/manager/buyers/${target.userId}/price-type/`;
    const [largeType] = await api.db
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.name, 'Крупный опт'));
    const byBuyer = await api.request(
      path,
      jsonInit('PATCH', { price_type_id: largeType?.id }, small.headers),
    );
    expect(byBuyer.status).toBe(403);
    expect((await api.request(path, jsonInit('PATCH', { price_type_id: null }))).status).toBe(401);
    const bad = await api.request<Record<string, string[]>>(
      path,
      jsonInit('PATCH', { price_type_id: 999_999 }, manager.headers),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.price_type_id).toEqual(['Такого типа цен нет.']);
    const set = await api.request(
      path,
      jsonInit('PATCH', { price_type_id: largeType?.id }, manager.headers),
    );
    expect(set.status).toBe(200);
    const mine = await client(api, target).get<Prices>(`/api/prices/?ids=${product.id}`);
    expect(mine.body.price_type.name).toBe('Крупный опт');
    const reset = await api.request(
      path,
      jsonInit('PATCH', { price_type_id: null }, manager.headers),
    );
    expect(reset.status).toBe(200);
    const base = await client(api, target).get<Prices>(`/api/prices/?ids=${product.id}`);
    expect(base.body.price_type).toMatchObject({ name: 'Розничная', is_base: true });
    expect(base.body.prices[0]?.price).toBe(Number(product.price).toFixed(2));
  });
});

describe('a type 1C no longer sends', () => {
  it('falls back to base prices when the type has no price for a product or is deleted', async () => {
    const [special] = await api.db
      .insert(priceTypes)
      .values({ externalId: 'test-special', name: 'Спеццена', vatIncluded: true })
      .returning();
    if (!special) throw new Error('тип цен не создан');
    const [other] = await api.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(isNotNull(products.price), sql`${products.id} <> ${product.id}`))
      .limit(1);
    await api.db
      .insert(productPrices)
      .values({ productId: product.id, priceTypeId: special.id, price: '1.00' });
    const buyer = await newBuyer(api);
    await api.db.update(users).set({ priceTypeId: special.id }).where(eq(users.id, buyer.userId));
    const http = client(api, buyer);
    const ids = `${product.id},${other?.id}`;
    const mine = await http.get<Prices>(`/api/prices/?ids=${ids}`);
    expect(mine.body.price_type.name).toBe('Спеццена');
    expect(mine.body.prices.map((p) => p.price)).toEqual(['1.00', Number(other?.price).toFixed(2)]);
    await api.db.delete(priceTypes).where(eq(priceTypes.id, special.id));
    const after = await http.get<Prices>(`/api/prices/?ids=${ids}`);
    expect(after.status).toBe(200);
    expect(after.body.price_type.is_base).toBe(true);
    expect(after.body.prices[0]?.price).toBe(Number(product.price).toFixed(2));
  });
});
