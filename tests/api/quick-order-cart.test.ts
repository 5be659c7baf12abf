import { startTestServer, type TestServer } from '../support/test-server';
import {
  client,
  newBuyer,
  productWith,
  sessionFor,
  validOrder,
  withoutMinimumOrder,
  type CartInfoBody,
} from './cart-helpers';
import { readXlsx, upload } from './quick-order-helpers';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 60 });
  // Small orders are exported here; the minimum order has its own tests.
  await withoutMinimumOrder(api);
});
afterAll(() => api.close());

const HEADERS = [
  'Артикул',
  'Наименование',
  'Ед.',
  'Количество',
  'Цена',
  'Сумма',
  'Ставка НДС',
  'НДС',
  'Всего',
];

describe('quick order: into the cart', () => {
  it('adds all confirmed lines to the chosen trade point in one request, or none', async () => {
    const buyer = await newBuyer(api, { points: 2 });
    const http = client(api, buyer);
    const point = buyer.points[1]?.id;
    const a = await productWith(api, { price: '10.00', stock: 100 });
    const b = await productWith(api, { price: '2.50', stock: 5 });
    const refused = await http.post<Record<string, string[]>>('/api/quick-order/to-cart/', {
      trade_point_id: point,
      lines: [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 6 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body['lines.1.quantity']?.[0]).toMatch(/на складе только 5/);
    expect(refused.body.non_field_errors).toEqual([
      'Ничего не добавлено: исправьте отмеченные строки.',
    ]);
    const untouched = await http.get<CartInfoBody>(`/api/cart/info/?trade_point_id=${point}`);
    expect(untouched.body.count).toBe(0);

    const added = await http.post<{ added: number; cart: CartInfoBody }>(
      '/api/quick-order/to-cart/',
      {
        trade_point_id: point,
        lines: [
          { product_id: a.id, quantity: 3 },
          { product_id: b.id, quantity: 5 },
        ],
      },
    );
    expect(added.status).toBe(200);
    expect(added.body.added).toBe(2);
    expect(added.body.cart.trade_point_id).toBe(point);
    expect(added.body.cart.items).toEqual([
      { product_id: a.id, quantity: 3 },
      { product_id: b.id, quantity: 5 },
    ]);
    const base = await http.get<CartInfoBody>('/api/cart/info/?trade_point_id=0');
    expect(base.body.count).toBe(0);
  });

  it('validates the body in the DRF shape and refuses a guest and an unknown product', async () => {
    const http = client(api, await newBuyer(api));
    const bad = await http.post<Record<string, string[]>>('/api/quick-order/to-cart/', {
      lines: [{ product_id: 1, quantity: -2 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body['lines.0.quantity']).toEqual(['Количество должно быть не меньше 1']);
    const none = await http.post<Record<string, string[]>>('/api/quick-order/to-cart/', {
      lines: [{ product_id: 999999, quantity: 1 }],
    });
    expect(none.status).toBe(400);
    expect(none.body['lines.0.product_id']).toEqual(['Товар не найден.']);
    const guest = await api.request('/api/quick-order/to-cart/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lines: [{ product_id: 1, quantity: 1 }] }),
    });
    expect(guest.status).toBe(401);
  });
});

describe('export to XLSX', () => {
  it('exports the cart with VAT per line and uploads back as the same lines', async () => {
    const buyer = await newBuyer(api);
    const http = client(api, buyer);
    const a = await productWith(api, { price: '12.34', stock: 100 });
    const b = await productWith(api, { price: '0.99', stock: 100 });
    await http.post('/api/quick-order/to-cart/', {
      lines: [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 7 },
      ],
    });
    const res = await fetch(`${api.origin}/api/cart/export/`, { headers: buyer.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Корзина.xlsx')}`,
    );
    const bytes = await res.arrayBuffer();
    const rows = await readXlsx(bytes);
    expect(rows[0]).toEqual(HEADERS);
    // 12.34 × 3 = 37.02 with 20 % VAT inside: VAT 6.17, net 30.85 (rounded per line as 1C does).
    expect(rows[1]).toEqual([a.article, a.title, a.unit, 3, 10.28, 30.85, '20 %', 6.17, 37.02]);
    expect(rows[3]?.[0]).toBe('Итого');
    expect(rows[3]?.[8]).toBe(43.95);

    const back = await upload(api, buyer, new Uint8Array(bytes), 'Корзина.xlsx');
    expect(back.status).toBe(200);
    expect(
      back.body.lines.map((l) => [l.status, l.options[0]?.product.id, l.options[0]?.quantity]),
    ).toEqual([
      ['found', a.id, 3],
      ['found', b.id, 7],
    ]);
  });

  it('exports an order to its buyer and a manager only', async () => {
    const buyer = await newBuyer(api);
    const http = client(api, buyer);
    const p = await productWith(api, { price: '5.00', stock: 100 });
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 2 });
    const order = await http.post<{ id: number; number: string }>('/api/order/make/', validOrder);
    expect(order.status).toBe(201);
    const path = `/api/order/${order.body.id}/export/`;
    const own = await fetch(api.origin + path, { headers: buyer.headers });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain(
      encodeURIComponent(`Заказ № ${order.body.number}.xlsx`),
    );
    const rows = await readXlsx(await own.arrayBuffer());
    expect(rows[1]).toEqual([p.article, p.title, p.unit, 2, 4.17, 8.33, '20 %', 1.67, 10]);

    const other = await client(api, await newBuyer(api)).get(path);
    expect(other.status).toBe(404);
    expect((await api.request(path)).status).toBe(401);
    const manager = await sessionFor(api, 'manager@vitrina.by');
    expect((await fetch(api.origin + path, { headers: manager.headers })).status).toBe(200);
  });
});
