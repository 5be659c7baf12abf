import { eq } from 'drizzle-orm';
import { categories } from '@/server/db/schema/catalog';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  client,
  newBuyer,
  productWith,
  sessionFor,
  validOrder,
  withoutMinimumOrder,
} from './cart-helpers';

/**
 * Issue #15, goal 6: an order takes stock and a manager's cancellation gives it back, and the
 * cached pages showing that stock are dropped at once: the product's page and every listing it
 * is in (its category, each ancestor, the catalogue root that the home page reads too) — and
 * no `catalog`, which would drop every page of the shop for one order.
 */
let api: TestServer;
const dropped: string[][] = [];
beforeAll(async () => {
  api = await startTestServer({
    products: 30,
    deps: { onCatalogChanged: (tags) => void dropped.push(tags) },
  });
  await withoutMinimumOrder(api);
});
afterAll(() => api.close());

async function expectedTags(product: { slug: string; categoryId: number }): Promise<string[]> {
  const [category] = await api.db
    .select({ fullSlug: categories.fullSlug })
    .from(categories)
    .where(eq(categories.id, product.categoryId));
  const parts = (category?.fullSlug ?? '').split('/');
  return [
    `product:${product.slug}`,
    ...parts.map((_, i) => `category:${parts.slice(0, i).join('/')}`),
    `category:${parts.join('/')}`,
  ];
}

describe('orders drop the cached pages of their lines', () => {
  it('on placing (the stock taken) and on a manager cancelling (the stock given back)', async () => {
    const buyer = await newBuyer(api);
    const http = client(api, buyer);
    const product = await productWith(api, { price: '10.00', stock: 50 });
    const point = buyer.points[0]?.id;
    await http.post('/api/cart/add/', {
      product_id: product.id,
      quantity: 5,
      trade_point_id: point,
    });

    dropped.length = 0;
    const placed = await http.post<{ id: number }>('/api/order/make/', {
      ...validOrder,
      trade_point_id: point,
    });
    expect(placed.status).toBe(201);
    const tags = await expectedTags(product);
    expect(dropped).toHaveLength(1);
    expect([...(dropped[0] ?? [])].sort()).toEqual([...new Set(tags)].sort());
    expect(dropped[0]).not.toContain('catalog');

    const manager = client(api, await sessionFor(api, 'manager@vitrina.by'));
    dropped.length = 0;
    const confirmed = await manager.post(`/api/manager/orders/${placed.body.id}/status/`, {
      status: 'confirmed',
    });
    expect(confirmed.status).toBe(200);
    expect(dropped).toEqual([]); // a status that moves no stock drops nothing
    const cancelled = await manager.post(`/api/manager/orders/${placed.body.id}/status/`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    expect(dropped).toHaveLength(1);
    expect([...(dropped[0] ?? [])].sort()).toEqual([...new Set(tags)].sort());
  });

  it('a replayed order (same Idempotency-Key) takes nothing and drops nothing', async () => {
    const buyer = await newBuyer(api);
    const http = client(api, buyer);
    const product = await productWith(api, { price: '10.00', stock: 50 });
    const point = buyer.points[0]?.id;
    await http.post('/api/cart/add/', {
      product_id: product.id,
      quantity: 1,
      trade_point_id: point,
    });
    const key = { 'Idempotency-Key': `cache-tags-${Date.now()}` };
    const body = { ...validOrder, trade_point_id: point };
    expect((await http.post('/api/order/make/', body, key)).status).toBe(201);
    dropped.length = 0;
    expect((await http.post('/api/order/make/', body, key)).status).toBe(200);
    expect(dropped).toEqual([]);
  });
});
