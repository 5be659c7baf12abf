import { count, eq } from 'drizzle-orm';
import { orders } from '@/server/db/schema/buying';
import { TEXT_IDEMPOTENCY_KEY_REUSED } from '@/server/orders/idempotency';
import { startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, productWith, validOrder, withoutMinimumOrder } from './cart-helpers';

/**
 * Issue #17, defect 7: an Idempotency-Key reused with another request replayed the first
 * order silently, and the second was never placed. Now the key carries a fingerprint of its
 * request: the same request replays, another one is 422.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 30 });
  await withoutMinimumOrder(api);
});
afterAll(() => api.close());

const ordersOf = async (userId: number) =>
  (await api.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]?.n;

async function buyerWithCart(points = 0) {
  const buyer = await newBuyer(api, { points });
  const http = client(api, buyer);
  const p = await productWith(api, { price: '10.00', stock: 100 });
  await http.post('/api/cart/add/', { product_id: p.id, quantity: 3 });
  return { buyer, http };
}

describe('one Idempotency-Key, one request', () => {
  it('replays the first order for the same request, even written differently', async () => {
    const { buyer, http } = await buyerWithCart();
    const key = { 'Idempotency-Key': 'same-request-0001' };
    const first = await http.post<{ id: number }>('/api/order/make/', validOrder, key);
    expect(first.status).toBe(201);
    // Keys in another order, spaces the contract trims, the phone in another format.
    const { recipient, ...rest } = validOrder;
    const again = await http.post<{ id: number }>(
      '/api/order/make/',
      { ...rest, recipient: { ...recipient, name: ` ${recipient.name} `, phone: '+375291112233' } },
      key,
    );
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await ordersOf(buyer.userId)).toBe(1);
  });

  it('refuses the same key with a different request: 422 in Russian, nothing replayed', async () => {
    const { buyer, http } = await buyerWithCart();
    const key = { 'Idempotency-Key': 'other-request-0001' };
    const first = await http.post<{ id: number }>('/api/order/make/', validOrder, key);
    expect(first.status).toBe(201);
    const p = await productWith(api, { price: '10.00', stock: 100 });
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 1 });
    for (const change of [
      { comment: 'Другой комментарий' },
      { payment_method: 'cash_on_delivery' },
      { recipient: { ...validOrder.recipient, name: 'Иван Другой' } },
    ]) {
      const res = await http.post<{ detail: string }>(
        '/api/order/make/',
        { ...validOrder, ...change },
        key,
      );
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(TEXT_IDEMPOTENCY_KEY_REUSED);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await ordersOf(buyer.userId)).toBe(1);
    // A new key places the second order.
    const second = await http.post('/api/order/make/', validOrder, {
      'Idempotency-Key': 'other-request-0002',
    });
    expect(second.status).toBe(201);
    expect(await ordersOf(buyer.userId)).toBe(2);
  });

  it('a key used for another trade point, or for the saved-cart call, is another request', async () => {
    const { buyer, http } = await buyerWithCart(1);
    const key = { 'Idempotency-Key': 'cross-call-0001' };
    expect((await http.post('/api/order/make/', validOrder, key)).status).toBe(201);
    const p = await productWith(api, { price: '10.00', stock: 100 });
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 1 });
    const point = buyer.points[0]?.id;
    const toPoint = await http.post(
      '/api/order/make/',
      { ...validOrder, trade_point_id: point },
      key,
    );
    expect(toPoint.status).toBe(422);
    // The saved-cart call with a complete saved cart: it would place an order, but not on this key.
    await http.post('/api/cart/recipient/', validOrder.recipient);
    await http.post('/api/cart/delivery/', { delivery_method_id: validOrder.delivery_method_id });
    await http.post('/api/cart/payment/', { payment_method: validOrder.payment_method });
    const saved = await http.post('/api/order/cart/make/', {}, key);
    expect(saved.status).toBe(422);
    expect(await ordersOf(buyer.userId)).toBe(1);
  });

  it('stores the fingerprint with the key, and another buyer may use the same key', async () => {
    const a = await buyerWithCart();
    const b = await buyerWithCart();
    const key = { 'Idempotency-Key': 'shared-key-0001' };
    expect((await a.http.post('/api/order/make/', validOrder, key)).status).toBe(201);
    expect((await b.http.post('/api/order/make/', validOrder, key)).status).toBe(201);
    const rows = await api.db
      .select({ fp: orders.idempotencyFingerprint })
      .from(orders)
      .where(eq(orders.idempotencyKey, 'shared-key-0001'));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.fp).toMatch(/^[0-9a-f]{64}$/);
    // The user is part of the request: the two fingerprints differ.
    expect(rows[0]?.fp).not.toBe(rows[1]?.fp);
  });
});
