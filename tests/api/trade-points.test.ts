import { startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, productWith, sessionFor, type CartInfoBody } from './cart-helpers';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 40 });
});
afterAll(() => api.close());

interface PointBody {
  id: number;
  title: string;
  address: string | null;
  cart: { count: number; price_final: string };
  is_active: boolean;
}

describe('trade points and their carts', () => {
  it("lists the demo buyer's three points with addresses", async () => {
    const http = client(api, await sessionFor(api, 'buyer@vitrina.by'));
    const res = await http.get<PointBody[]>('/api/trade_points/');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.title)).toEqual([
      'Магазин на Партизанском',
      'Склад в Колодищах',
      'Магазин в Борисове',
    ]);
    expect(res.body.every((p) => p.address && p.cart.count === 0 && !p.is_active)).toBe(true);
  });

  it('keeps a separate cart per trade point and the base cart, never mixing them', async () => {
    const buyer = await newBuyer(api, { points: 2 });
    const http = client(api, buyer);
    const [one, two] = buyer.points;
    if (!one || !two) throw new Error('нет точек');
    const p = await productWith(api, { price: '5.00' });
    const q = await productWith(api, { price: '7.00' });
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 1, trade_point_id: one.id });
    await http.post('/api/cart/add/', { product_id: q.id, quantity: 2, trade_point_id: two.id });
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 3 });

    const infoOne = await http.get<CartInfoBody>(`/api/cart/info/?trade_point_id=${one.id}`);
    expect(infoOne.body).toMatchObject({
      trade_point_id: one.id,
      trade_point_title: 'Точка 1',
      price_final: '5.00',
      items: [{ product_id: p.id, quantity: 1 }],
    });
    const infoTwo = await http.get<CartInfoBody>(`/api/cart/info/?trade_point_id=${two.id}`);
    expect(infoTwo.body).toMatchObject({
      trade_point_title: 'Точка 2',
      price_final: '14.00',
      items: [{ product_id: q.id, quantity: 2 }],
    });
    const base = await http.get<CartInfoBody>('/api/cart/info/?trade_point_id=0');
    expect(base.body).toMatchObject({
      trade_point_id: null,
      trade_point_title: null,
      price_final: '15.00',
    });

    const list = await http.get<{ lines: { product: { id: number } }[] }>(
      `/api/cart/list/?trade_point_id=${two.id}`,
    );
    expect(list.body.lines.map((l) => l.product.id)).toEqual([q.id]);

    await http.post(`/api/cart/clear/?trade_point_id=${one.id}`);
    expect(
      (await http.get<CartInfoBody>(`/api/cart/info/?trade_point_id=${two.id}`)).body.count,
    ).toBe(1);
    expect((await http.get<CartInfoBody>('/api/cart/info/?trade_point_id=0')).body.count).toBe(1);

    const points = await http.get<PointBody[]>('/api/trade_points/');
    expect(points.body.map((pt) => [pt.title, pt.cart])).toEqual([
      ['Точка 1', { count: 0, price_final: '0.00' }],
      ['Точка 2', { count: 1, price_final: '14.00' }],
    ]);
  });

  it('chooses the active cart on the server; calls without trade_point_id then use it', async () => {
    const buyer = await newBuyer(api, { points: 2 });
    const http = client(api, buyer);
    const two = buyer.points[1];
    if (!two) throw new Error('нет точки');
    const chosen = await http.post<CartInfoBody>(`/api/cart/trade_point/${two.id}/`);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ trade_point_id: two.id, trade_point_title: 'Точка 2' });
    const p = await productWith(api);
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 2 });
    expect(
      (await http.get<CartInfoBody>(`/api/cart/info/?trade_point_id=${two.id}`)).body.count,
    ).toBe(1);
    expect((await http.get<CartInfoBody>('/api/cart/info/')).body.trade_point_title).toBe(
      'Точка 2',
    );
    const points = await http.get<PointBody[]>('/api/trade_points/');
    expect(points.body.find((pt) => pt.id === two.id)?.is_active).toBe(true);

    const base = await http.post<CartInfoBody>('/api/cart/trade_point/0/');
    expect(base.body).toMatchObject({ trade_point_id: null, trade_point_title: null, count: 0 });
    expect((await http.get<CartInfoBody>('/api/cart/info/')).body.trade_point_id).toBeNull();
  });

  it("answers 404 for another buyer's trade point on every cart call", async () => {
    const owner = await newBuyer(api, { points: 1 });
    const point = owner.points[0];
    if (!point) throw new Error('нет точки');
    const p = await productWith(api);
    await client(api, owner).post('/api/cart/add/', {
      product_id: p.id,
      quantity: 4,
      trade_point_id: point.id,
    });

    const stranger = client(api, await newBuyer(api, { points: 1 }));
    const calls = [
      stranger.get(`/api/cart/info/?trade_point_id=${point.id}`),
      stranger.get(`/api/cart/list/?trade_point_id=${point.id}`),
      stranger.get(`/api/order/?trade_point_id=${point.id}`),
      stranger.post('/api/cart/add/', { product_id: p.id, quantity: 1, trade_point_id: point.id }),
      stranger.post('/api/cart/update/', {
        product_id: p.id,
        quantity: 1,
        trade_point_id: point.id,
      }),
      stranger.post('/api/cart/remove/', { product_id: p.id, trade_point_id: point.id }),
      stranger.post(`/api/cart/clear/?trade_point_id=${point.id}`),
      stranger.post(`/api/cart/trade_point/${point.id}/`),
      stranger.post('/api/cart/payment/', { payment_method: 'invoice', trade_point_id: point.id }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Торговая точка не найдена.' });
    }
    const points = await stranger.get<PointBody[]>('/api/trade_points/');
    expect(points.body.map((pt) => pt.id)).not.toContain(point.id);
    // The owner's cart is untouched.
    const own = await client(api, owner).get<CartInfoBody>(
      `/api/cart/info/?trade_point_id=${point.id}`,
    );
    expect(own.body.items).toEqual([{ product_id: p.id, quantity: 4 }]);
  });

  it('refuses a malformed trade point id with 400', async () => {
    const http = client(api, await newBuyer(api));
    expect((await http.get('/api/cart/info/?trade_point_id=abc')).status).toBe(400);
    expect((await http.get('/api/cart/info/?trade_point_id=-2')).status).toBe(400);
    expect((await http.post('/api/cart/trade_point/1.5/')).status).toBe(400);
    expect(
      (await http.post('/api/cart/add/', { product_id: 1, quantity: 1, trade_point_id: 'one' }))
        .status,
    ).toBe(400);
  });

  it('asks a guest to sign in', async () => {
    const res = await api.request<{ detail: string }>('/api/trade_points/');
    expect(res.status).toBe(401);
  });
});
