import { eq } from 'drizzle-orm';
import { products } from '@/server/db/schema/catalog';
import { jsonInit, startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, productWith, type CartInfoBody } from './cart-helpers';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 60 });
});
afterAll(() => api.close());

describe('cart: quantity rules', () => {
  const bad: [string, unknown][] = [
    ['zero', 0],
    ['negative', -3],
    ['fractional', 1.5],
    ['huge', 1e12],
    ['a numeric string', '5'],
    ['text', 'много'],
    ['null', null],
    ['missing', undefined],
  ];
  for (const [name, quantity] of bad) {
    it(`refuses a ${name} quantity with 400 and a Russian message`, async () => {
      const http = client(api, await newBuyer(api));
      const p = await productWith(api);
      for (const path of ['/api/cart/add/', '/api/cart/update/']) {
        const res = await http.post<Record<string, string[]>>(path, { product_id: p.id, quantity });
        expect(res.status, path).toBe(400);
        expect(res.body.quantity?.[0], path).toMatch(/^Количество/);
      }
      const info = await http.get<CartInfoBody>('/api/cart/info/');
      expect(info.body.count).toBe(0);
    });
  }

  it('refuses a body that is not JSON and a product id that is not a number', async () => {
    const buyer = await newBuyer(api);
    const broken = await api.request<{ detail: string }>(
      '/api/cart/add/',
      jsonInit('POST', '{"product_id": 1,', buyer.headers),
    );
    expect(broken.status).toBe(400);
    const id = await client(api, buyer).post<Record<string, string[]>>('/api/cart/add/', {
      product_id: 'x',
      quantity: 1,
    });
    expect(id.status).toBe(400);
    expect(id.body.product_id?.[0]).toMatch(/[а-я]/);
  });

  it('respects the stock, in one request and over several', async () => {
    const http = client(api, await newBuyer(api));
    const p = await productWith(api, { stock: 10 });
    const over = await http.post<Record<string, string[]>>('/api/cart/add/', {
      product_id: p.id,
      quantity: 11,
    });
    expect(over.status).toBe(400);
    expect(over.body.quantity?.[0]).toMatch(/^Товара «.+» на складе только 10 \S+\.$/);
    expect(over.body.quantity?.[0]).toContain(p.title);
    expect((await http.post('/api/cart/add/', { product_id: p.id, quantity: 8 })).status).toBe(200);
    const more = await http.post<Record<string, string[]>>('/api/cart/add/', {
      product_id: p.id,
      quantity: 3,
    });
    expect(more.status).toBe(400);
    expect(more.body.quantity?.[0]).toMatch(/на складе только 10 .*в корзине уже 8/);
    const setOver = await http.post('/api/cart/update/', { product_id: p.id, quantity: 11 });
    expect(setOver.status).toBe(400);
    const info = await http.get<CartInfoBody>('/api/cart/info/');
    expect(info.body.items).toEqual([{ product_id: p.id, quantity: 8 }]);
  });

  it('refuses a product out of stock or no longer sold, and an unknown product', async () => {
    const http = client(api, await newBuyer(api));
    const none = await productWith(api, { stock: 0 });
    const gone = await productWith(api, { isActive: false });
    const res1 = await http.post<Record<string, string[]>>('/api/cart/add/', {
      product_id: none.id,
      quantity: 1,
    });
    expect(res1.status).toBe(400);
    expect(res1.body.quantity?.[0]).toBe(`Товара «${none.title}» нет в наличии.`);
    const res2 = await http.post<Record<string, string[]>>('/api/cart/add/', {
      product_id: gone.id,
      quantity: 1,
    });
    expect(res2.status).toBe(400);
    expect(res2.body.quantity?.[0]).toBe(`Товар «${gone.title}» больше не продаётся.`);
    const res3 = await http.post<{ detail: string }>('/api/cart/add/', {
      product_id: 9_999_999,
      quantity: 1,
    });
    expect(res3.status).toBe(404);
    expect(res3.body.detail).toBe('Товар не найден.');
  });

  it('sells pack products in whole packs and keeps the minimum for a new line', async () => {
    const http = client(api, await newBuyer(api));
    const packed = await productWith(api, { packQty: 6, minQty: 6, stock: 60 });
    const single = await http.post<Record<string, string[]>>('/api/cart/add/', {
      product_id: packed.id,
      quantity: 4,
    });
    expect(single.status).toBe(400);
    expect(single.body.quantity?.[0]).toMatch(/упаковками по 6 .*кратно 6/);
    expect(
      (await http.post('/api/cart/add/', { product_id: packed.id, quantity: 12 })).status,
    ).toBe(200);
    expect(
      (await http.post('/api/cart/update/', { product_id: packed.id, quantity: 13 })).status,
    ).toBe(400);

    const minimum = await productWith(api, { minQty: 5, stock: 100 });
    const few = await http.post<Record<string, string[]>>('/api/cart/add/', {
      product_id: minimum.id,
      quantity: 3,
    });
    expect(few.status).toBe(400);
    expect(few.body.quantity?.[0]).toMatch(/^Минимальное количество товара .* — 5 /);
    expect(
      (await http.post('/api/cart/add/', { product_id: minimum.id, quantity: 5 })).status,
    ).toBe(200);
    // The line already holds the minimum: one more is fine.
    expect(
      (await http.post('/api/cart/add/', { product_id: minimum.id, quantity: 1 })).status,
    ).toBe(200);
    expect(
      (await http.post('/api/cart/update/', { product_id: minimum.id, quantity: 4 })).status,
    ).toBe(400);
    const info = await http.get<CartInfoBody>('/api/cart/info/');
    expect(info.body.items).toEqual([
      { product_id: packed.id, quantity: 12 },
      { product_id: minimum.id, quantity: 6 },
    ]);
  });

  it('marks a line whose product ran short since it was added', async () => {
    const http = client(api, await newBuyer(api));
    const p = await productWith(api, { stock: 20 });
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 15 });
    await api.db.update(products).set({ stock: 9 }).where(eq(products.id, p.id));
    const list = await http.get<{ lines: { problem: string | null }[] }>('/api/cart/list/');
    expect(list.body.lines[0]?.problem).toMatch(/на складе только 9/);
  });
});
