import { eq } from 'drizzle-orm';
import { products } from '@/server/db/schema/catalog';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  client,
  newBuyer,
  productWith,
  validOrder,
  withoutMinimumOrder,
  type CartInfoBody,
} from './cart-helpers';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 40 });
  await withoutMinimumOrder(api);
});
afterAll(() => api.close());

interface OrdersPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    number: string;
    organization: string | null;
    status_title: string;
    total: string;
    trade_point_title: string | null;
  }[];
  organizations: string[];
}

async function placeOne(
  http: ReturnType<typeof client>,
  productId: number,
  organization: string,
  point?: number,
) {
  await http.post('/api/cart/add/', { product_id: productId, quantity: 1, trade_point_id: point });
  const res = await http.post<{ id: number }>('/api/order/make/', {
    ...validOrder,
    trade_point_id: point,
    recipient: { ...validOrder.recipient, organization },
  });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

describe('order history', () => {
  it("lists the buyer's orders newest first, ten a page, filtered by organization", async () => {
    const buyer = await newBuyer(api, { points: 1 });
    const http = client(api, buyer);
    const p = await productWith(api, { price: '4.00', stock: 1000 });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await placeOne(
          http,
          p.id,
          i % 3 === 0 ? 'ЧУП «Другая»' : 'ООО «Тест»',
          i === 11 ? buyer.points[0]?.id : undefined,
        ),
      );

    const page1 = await http.get<OrdersPage>('/api/user/personal/orders/');
    expect(page1.status).toBe(200);
    expect(page1.body.count).toBe(12);
    expect(page1.body.results).toHaveLength(10);
    expect(page1.body.results[0]?.id).toBe(ids[11]);
    expect(page1.body.results[0]).toMatchObject({
      status_title: 'Новый',
      total: '4.00',
      trade_point_title: 'Точка 1',
    });
    expect(page1.body.next).toBe('/api/user/personal/orders/?page=2');
    expect(page1.body.organizations).toEqual(['ООО «Тест»', 'ЧУП «Другая»']);
    const page2 = await http.get<OrdersPage>('/api/user/personal/orders/?page=2');
    expect(page2.body.results.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect(page2.body.previous).toBe('/api/user/personal/orders/?page=1');

    const other = await http.get<OrdersPage>(
      `/api/user/personal/orders/?organization=${encodeURIComponent('ЧУП «Другая»')}`,
    );
    expect(other.body.count).toBe(4);
    expect(other.body.results.every((o) => o.organization === 'ЧУП «Другая»')).toBe(true);
    expect((await http.get('/api/user/personal/orders/?page=0')).status).toBe(400);
  });

  it("never shows one buyer's order to another (404)", async () => {
    const owner = client(api, await newBuyer(api));
    const p = await productWith(api);
    const id = await placeOne(owner, p.id, 'ООО «Тест»');
    const stranger = client(api, await newBuyer(api));
    const res = await stranger.get<{ detail: string }>(`/api/order-confirm/${id}/`);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Заказ не найден.');
    expect((await stranger.post(`/api/order/${id}/repeat/`)).status).toBe(404);
    expect((await stranger.get<OrdersPage>('/api/user/personal/orders/')).body.count).toBe(0);
    expect((await owner.get(`/api/order-confirm/${id}/`)).status).toBe(200);
    expect((await owner.get('/api/order-confirm/abc/')).status).toBe(400);
  });
});

describe('repeating an order', () => {
  it("puts the lines into the chosen cart at today's prices and says what it could not", async () => {
    const buyer = await newBuyer(api, { points: 1 });
    const http = client(api, buyer);
    const kept = await productWith(api, { price: '2.00', stock: 100 });
    const short = await productWith(api, { price: '3.00', stock: 100 });
    const gone = await productWith(api, { price: '4.00', stock: 100 });
    await http.post('/api/cart/add/', { product_id: kept.id, quantity: 5 });
    await http.post('/api/cart/add/', { product_id: short.id, quantity: 10 });
    await http.post('/api/cart/add/', { product_id: gone.id, quantity: 1 });
    const placed = await http.post<{ id: number }>('/api/order/make/', validOrder);
    expect(placed.status).toBe(201);

    await api.db.update(products).set({ price: '2.50' }).where(eq(products.id, kept.id));
    await api.db.update(products).set({ stock: 4 }).where(eq(products.id, short.id));
    await api.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    const point = buyer.points[0]?.id;
    const res = await http.post<{ added: number; notes: string[]; cart: CartInfoBody }>(
      `/api/order/${placed.body.id}/repeat/`,
      { trade_point_id: point },
    );
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(2);
    expect(res.body.cart.items).toEqual([
      { product_id: kept.id, quantity: 5 },
      { product_id: short.id, quantity: 4 },
    ]);
    expect(res.body.cart.price_final).toBe('24.50');
    expect(res.body.cart.trade_point_id).toBe(point);
    expect(res.body.notes).toHaveLength(2);
    expect(res.body.notes[0]).toMatch(/добавлено 4 .* из 10 /);
    expect(res.body.notes[1]).toMatch(/больше не продаётся/);
    // The base cart stayed empty.
    expect((await http.get<CartInfoBody>('/api/cart/info/?trade_point_id=0')).body.count).toBe(0);
  });
});
