import { securityAccount } from './support/accounts';
import { bearer, send } from './support/http';
import { buyableProducts, ORDER_BODY, Shopper, type Buyable } from './support/shop';

/**
 * Issue #17: the buying controls that held under the probe — exact concurrent "+1", one order per
 * Idempotency-Key and per double click, nobody else's cart or orders within reach.
 */
interface CartInfo {
  items: { product_id: number; quantity: number }[];
}
interface OrderList {
  count: number;
  results: { id: number }[];
}

let products: Buyable[];
beforeAll(async () => {
  products = await buyableProducts(6);
});
const product = (i: number) => products[i] as Buyable;

const quantityIn = async (shopper: Shopper, id: number) =>
  (await shopper.get<CartInfo>('/api/cart/info/')).body.items.find((i) => i.product_id === id)
    ?.quantity ?? 0;
const orderCount = async (shopper: Shopper) =>
  (await shopper.get<OrderList>('/api/user/personal/orders/')).body.count;

describe('the cart under concurrency', () => {
  it('counts 400 concurrent "+1" on one cart line exactly', async () => {
    const shopper = await Shopper.signIn(securityAccount('plus-one'));
    const p = product(0);
    // On a busy machine 400 requests queue for a while: each may wait up to 110 s for its answer.
    const answers = await Promise.all(
      Array.from({ length: 400 }, () =>
        send({
          method: 'POST',
          path: '/api/cart/add/',
          headers: { 'Content-Type': 'application/json', ...bearer(shopper.tokens.access) },
          body: JSON.stringify({ product_id: p.id, quantity: p.quantity }),
          timeoutMs: 110_000,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s !== 200),
      `статусы: ${[...new Set(statuses)].join(', ')}`,
    ).toEqual([]);
    expect(await quantityIn(shopper, p.id)).toBe(400 * p.quantity);
  }, 240_000);
});

describe('orders', () => {
  it('places one order per Idempotency-Key, also for six parallel submissions', async () => {
    const shopper = await Shopper.signIn(securityAccount('idempotency'));
    const p = product(1);
    await shopper.post('/api/cart/add/', { product_id: p.id, quantity: p.quantity });
    const key = { 'Idempotency-Key': `hardening-${Date.now()}` };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        shopper.post<{ id: number }>('/api/order/make/', ORDER_BODY, key),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const replay = await shopper.post<{ id: number }>('/api/order/make/', ORDER_BODY, key);
    expect(replay.body.id).toBe(answers[0]?.body.id);
    expect(await orderCount(shopper)).toBe(1);
  });

  it('places one order when the same cart is submitted twice at once (a double click)', async () => {
    const shopper = await Shopper.signIn(securityAccount('double-click'));
    const p = product(2);
    await shopper.post('/api/cart/add/', { product_id: p.id, quantity: p.quantity });
    const answers = await Promise.all([
      shopper.post('/api/order/make/', ORDER_BODY),
      shopper.post('/api/order/make/', ORDER_BODY),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(await orderCount(shopper)).toBe(1);
  });
});

describe('other buyers', () => {
  it("cannot reach another buyer's cart, points or orders", async () => {
    const owner = await Shopper.signIn(securityAccount('owner'));
    const stranger = await Shopper.signIn(securityAccount('stranger'));
    const [a, b] = [product(3), product(4)];
    const points = (await owner.get<{ id: number }[]>('/api/trade_points/')).body;
    const point = points[0]?.id as number;
    await owner.post('/api/cart/add/', {
      product_id: a.id,
      quantity: a.quantity,
      trade_point_id: point,
    });
    const order = await owner.post<{ id: number }>('/api/order/make/', {
      ...ORDER_BODY,
      trade_point_id: point,
    });
    expect(order.status).toBe(201);
    await owner.post('/api/cart/add/', {
      product_id: b.id,
      quantity: b.quantity,
      trade_point_id: point,
    });
    const cartBefore = await owner.get('/api/cart/info/?trade_point_id=' + point);

    // The stranger aims at the owner's ids everywhere an id goes.
    const tries = await Promise.all([
      stranger.get(`/api/order-confirm/${order.body.id}/`),
      stranger.post(`/api/order/${order.body.id}/repeat/`),
      stranger.get(`/api/cart/info/?trade_point_id=${point}`),
      stranger.get(`/api/cart/list/?trade_point_id=${point}`),
      stranger.post(`/api/cart/trade_point/${point}/`),
      stranger
        .post('/api/cart/clear/', {}, {})
        .then(() => stranger.post(`/api/cart/clear/?trade_point_id=${point}`)),
      stranger.post('/api/cart/add/', {
        product_id: a.id,
        quantity: a.quantity,
        trade_point_id: point,
      }),
      stranger.post('/api/order/make/', { ...ORDER_BODY, trade_point_id: point }),
      stranger.get(`/api/manager/orders/${order.body.id}/`),
    ]);
    for (const t of tries) expect([400, 403, 404], t.text.slice(0, 200)).toContain(t.status);
    expect(
      (await stranger.get<OrderList>('/api/user/personal/orders/')).body.results.map((o) => o.id),
    ).not.toContain(order.body.id);
    expect((await owner.get('/api/cart/info/?trade_point_id=' + point)).body).toEqual(
      cartBefore.body,
    );
    expect((await owner.get(`/api/order-confirm/${order.body.id}/`)).status).toBe(200);
  });
});
