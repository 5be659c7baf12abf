import { startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, productWith, type CartInfoBody } from './cart-helpers';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 60 });
});
afterAll(() => api.close());

describe('cart: totals from the catalogue', () => {
  it('starts empty and adds up lines at catalogue prices, ignoring a price sent by the client', async () => {
    const buyer = await newBuyer(api);
    const http = client(api, buyer);
    const empty = await http.get<CartInfoBody>('/api/cart/info/');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      trade_point_id: null,
      trade_point_title: null,
      count: 0,
      price_final: '0.00',
      items: [],
    });

    const a = await productWith(api, { price: '12.34' });
    const b = await productWith(api, { price: '0.99' });
    const added = await http.post<CartInfoBody>('/api/cart/add/', {
      product_id: a.id,
      quantity: 3,
      price: '0.01',
    });
    expect(added.status).toBe(200);
    expect(added.body.price_final).toBe('37.02');
    await http.post('/api/cart/add/', { product_id: b.id, quantity: 7 });
    const info = await http.get<CartInfoBody>('/api/cart/info/');
    expect(info.body.count).toBe(2);
    expect(info.body.price_final).toBe('43.95');
    expect(info.body.items).toEqual([
      { product_id: a.id, quantity: 3 },
      { product_id: b.id, quantity: 7 },
    ]);

    const list = await http.get<{
      lines: { total: string; price: string; product: { id: number; article: string } }[];
      price_final: string;
    }>('/api/cart/list/');
    expect(list.status).toBe(200);
    expect(list.body.lines.map((l) => [l.product.id, l.price, l.total])).toEqual([
      [a.id, '12.34', '37.02'],
      [b.id, '0.99', '6.93'],
    ]);
    expect(list.body.price_final).toBe('43.95');
    expect(list.body.lines[0]?.product.article).toBe(a.article);
  });

  it('adds to an existing line, sets a quantity, removes a line and clears the cart', async () => {
    const http = client(api, await newBuyer(api));
    const p = await productWith(api, { price: '10.00' });
    const q = await productWith(api, { price: '1.50' });
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 2 });
    const twice = await http.post<CartInfoBody>('/api/cart/add/', {
      product_id: p.id,
      quantity: 5,
    });
    expect(twice.body.items).toEqual([{ product_id: p.id, quantity: 7 }]);
    const set = await http.post<CartInfoBody>('/api/cart/update/', {
      product_id: p.id,
      quantity: 4,
    });
    expect(set.body).toMatchObject({
      count: 1,
      price_final: '40.00',
      items: [{ product_id: p.id, quantity: 4 }],
    });
    await http.post('/api/cart/add/', { product_id: q.id, quantity: 2 });
    const removed = await http.post<CartInfoBody>('/api/cart/remove/', { product_id: p.id });
    expect(removed.body).toMatchObject({
      count: 1,
      price_final: '3.00',
      items: [{ product_id: q.id, quantity: 2 }],
    });
    const cleared = await http.post<CartInfoBody>('/api/cart/clear/');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ count: 0, price_final: '0.00', items: [] });
  });

  it('keeps money exact for a large quantity of a cheap product', async () => {
    const http = client(api, await newBuyer(api));
    const p = await productWith(api, { price: '0.07', stock: 100_000 });
    const res = await http.post<CartInfoBody>('/api/cart/add/', {
      product_id: p.id,
      quantity: 99_999,
    });
    expect(res.body.price_final).toBe('6999.93');
  });
});

describe('cart: concurrency', () => {
  it('ends 200 parallel "+1" on one line at exactly 200, in one line', async () => {
    const http = client(api, await newBuyer(api));
    const p = await productWith(api, { stock: 5000, price: '2.50' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        http.post('/api/cart/add/', { product_id: p.id, quantity: 1 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(200);
    const info = await http.get<CartInfoBody>('/api/cart/info/');
    expect(info.body.items).toEqual([{ product_id: p.id, quantity: 200 }]);
    expect(info.body.count).toBe(1);
    expect(info.body.price_final).toBe('500.00');
  });

  it('lets parallel additions fill the stock exactly and refuses the rest', async () => {
    const http = client(api, await newBuyer(api));
    const p = await productWith(api, { stock: 50 });
    const answers = await Promise.all(
      Array.from({ length: 80 }, () =>
        http.post('/api/cart/add/', { product_id: p.id, quantity: 1 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(50);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(30);
    const info = await http.get<CartInfoBody>('/api/cart/info/');
    expect(info.body.items).toEqual([{ product_id: p.id, quantity: 50 }]);
  });
});

describe('cart: recipient, delivery and payment drafts', () => {
  it('keeps them on the cart and returns the cart list', async () => {
    const http = client(api, await newBuyer(api));
    const recipient = await http.post<{ recipient: { phone: string; email: string } }>(
      '/api/cart/recipient/',
      {
        name: 'Иван Иванов',
        phone: '+375 (29) 765-43-21',
        email: 'Ivan@Test.BY',
      },
    );
    expect(recipient.status).toBe(200);
    expect(recipient.body.recipient).toMatchObject({
      phone: '+375297654321',
      email: 'ivan@test.by',
    });
    const delivery = await http.post<{ delivery_method_id: number; delivery_address: string }>(
      '/api/cart/delivery/',
      {
        delivery_method_id: 2,
        delivery_address: 'г. Минск, ул. Кальварийская, 1',
      },
    );
    expect(delivery.body).toMatchObject({
      delivery_method_id: 2,
      delivery_address: 'г. Минск, ул. Кальварийская, 1',
    });
    const payment = await http.post<{ payment_method: string }>('/api/cart/payment/', {
      payment_method: 'invoice',
    });
    expect(payment.body.payment_method).toBe('invoice');
    const list = await http.get<{
      recipient: unknown;
      delivery_method_id: number;
      payment_method: string;
    }>('/api/cart/list/');
    expect(list.body).toMatchObject({
      delivery_method_id: 2,
      payment_method: 'invoice',
      recipient: { name: 'Иван Иванов' },
    });
  });

  it('refuses a bad phone, an unknown delivery method and an unknown payment method', async () => {
    const http = client(api, await newBuyer(api));
    const phone = await http.post<Record<string, string[]>>('/api/cart/recipient/', {
      name: 'Иван',
      phone: '123',
      email: 'a@b.by',
    });
    expect(phone.status).toBe(400);
    expect(phone.body.phone).toEqual(['Некорректный номер телефона']);
    const method = await http.post<Record<string, string[]>>('/api/cart/delivery/', {
      delivery_method_id: 999,
    });
    expect(method.status).toBe(400);
    expect(method.body.delivery_method_id?.[0]).toBe('Такого способа доставки нет.');
    const pay = await http.post<Record<string, string[]>>('/api/cart/payment/', {
      payment_method: 'barter',
    });
    expect(pay.status).toBe(400);
    expect(pay.body.payment_method?.[0]).toBe('Выберите способ оплаты');
  });
});
