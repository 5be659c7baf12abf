import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema/catalog';
import { priceTypes, productPrices } from '@/server/db/schema/exchange';
import { users } from '@/server/db/schema/users';
import { jsonInit } from '../support/test-server';
import { client, newBuyer, type Session } from './cart-helpers';
import { kop, wholesaleSuite, type Prices } from './wholesale-prices-helpers';

/**
 * Issue #13 over HTTP on the seeded demo: «Розничная» is the base type, the demo buyer buys at
 * «Мелкий опт» (×0.95), the second demo buyer at «Крупный опт» (×0.9); two products of three
 * have breaks from 10 and 50 units. The cart and orders at these prices:
 * wholesale-prices-buying.test.ts.
 */
const { api, small, large, manager, product } = wholesaleSuite();

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
