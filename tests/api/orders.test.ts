import { eq } from 'drizzle-orm';
import { TEXT_ACCOUNT_PENDING_ORDER } from '@/lib/constants';
import { mailOutbox } from '@/server/db/schema/content';
import { products } from '@/server/db/schema/catalog';
import {
  client,
  newBuyer,
  productWith,
  stockOf,
  validOrder,
  type CartInfoBody,
} from './cart-helpers';
import { orderSuite, type OrderBody } from './orders-helpers';

const { api, ordersOf, buyerWithCart } = orderSuite();

describe('placing an order', () => {
  it('creates the order from the cart at catalogue prices, takes the stock and empties the cart', async () => {
    const { buyer, http, a, b, point } = await buyerWithCart({ points: 1 });
    const res = await http.post<{ id: number; number: string }>('/api/order/make/', {
      ...validOrder,
      trade_point_id: point,
    });
    expect(res.status).toBe(201);
    expect(res.body.number).toMatch(/^\d{4}-\d{6}$/);

    const order = await http.get<OrderBody>(`/api/order-confirm/${res.body.id}/`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      status: 'new',
      status_title: 'Новый',
      total: '70.30',
      items_count: 2,
      trade_point_title: 'Точка 1',
      payment_title: 'Безналичный расчёт по счёту',
    });
    expect(order.body.lines.map((l) => [l.product_id, l.price, l.quantity, l.total])).toEqual([
      [a.id, '19.90', 2, '39.80'],
      [b.id, '3.05', 10, '30.50'],
    ]);
    expect(order.body.history.map((h) => h.status_title)).toEqual(['Новый']);

    expect(
      (await http.get<CartInfoBody>(`/api/cart/info/?trade_point_id=${point}`)).body.count,
    ).toBe(0);
    expect(await stockOf(api, a.id)).toBe(98);
    expect(await stockOf(api, b.id)).toBe(90);
    expect(await ordersOf(buyer.userId)).toBe(1);
  });

  it('sends the buyer a confirmation and the managers a notice (mail outbox)', async () => {
    const { buyer, http } = await buyerWithCart();
    const res = await http.post<{ number: string }>('/api/order/make/', validOrder);
    expect(res.status).toBe(201);
    const letters = await api.db.select().from(mailOutbox);
    const toBuyer = letters.filter((m) => m.to === buyer.email);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]?.subject).toBe(`Заказ № ${res.body.number} принят`);
    expect(toBuyer[0]?.text).toContain('Итого с НДС: 70,30 ₽');
    // The recipient named in the order gets the same letter.
    expect(
      letters.filter(
        (m) => m.to === validOrder.recipient.email && m.subject.includes(res.body.number),
      ),
    ).toHaveLength(1);
    const toManager = letters.filter(
      (m) => m.to === 'manager@vitrina.by' && m.subject.includes(res.body.number),
    );
    expect(toManager).toHaveLength(1);
    expect(toManager[0]?.subject).toMatch(/^Новый заказ № .+70,30 ₽$/);
    expect(toManager[0]?.text).toContain(buyer.email);
  });

  it('is idempotent: the same Idempotency-Key gives the same order, also when sent in parallel', async () => {
    const { buyer, http } = await buyerWithCart();
    const key = { 'Idempotency-Key': 'order-key-0001' };
    const first = await http.post<{ id: number }>('/api/order/make/', validOrder, key);
    expect(first.status).toBe(201);
    const again = await http.post<{ id: number }>('/api/order/make/', validOrder, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);

    const p = await productWith(api);
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 1 });
    const parallelKey = { 'Idempotency-Key': 'order-key-0002' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        http.post<{ id: number }>('/api/order/make/', validOrder, parallelKey),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await ordersOf(buyer.userId)).toBe(2);
  });

  it('makes one order when the same cart is submitted twice at once without a key', async () => {
    const { buyer, http } = await buyerWithCart();
    const answers = await Promise.all([
      http.post('/api/order/make/', validOrder),
      http.post('/api/order/make/', validOrder),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({
      detail: 'Корзина пуста: добавьте товары, чтобы оформить заказ.',
    });
    expect(await ordersOf(buyer.userId)).toBe(1);
  });

  it('refuses an empty cart, a missing address and bad fields with Russian messages', async () => {
    const empty = client(api, await newBuyer(api));
    const none = await empty.post<{ detail: string }>('/api/order/make/', validOrder);
    expect(none.status).toBe(400);
    expect(none.body.detail).toMatch(/^Корзина пуста/);

    const { http } = await buyerWithCart();
    const noAddress = await http.post<Record<string, string[]>>('/api/order/make/', {
      ...validOrder,
      delivery_method_id: 2,
    });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.delivery_address).toEqual(['Укажите адрес доставки.']);
    const bad = await http.post<Record<string, string[]>>('/api/order/make/', {
      ...validOrder,
      recipient: { name: '', phone: '1', email: 'x' },
      payment_method: 'gold',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual([
      'payment_method',
      'recipient.email',
      'recipient.name',
      'recipient.phone',
    ]);
    const badKey = await http.post<{ detail: string }>('/api/order/make/', validOrder, {
      'Idempotency-Key': 'not a valid key!',
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.detail).toMatch(/Idempotency-Key/);
    // Nothing of that touched the cart.
    expect((await http.get<CartInfoBody>('/api/cart/info/')).body.count).toBe(2);
  });

  it('refuses lines the warehouse can no longer cover and keeps the cart', async () => {
    const { http, a } = await buyerWithCart();
    await api.db.update(products).set({ stock: 1 }).where(eq(products.id, a.id));
    const res = await http.post<{ detail: string }>('/api/order/make/', validOrder);
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/^Заказ не оформлен\. Товара «.+» на складе только 1 /);
    expect((await http.get<CartInfoBody>('/api/cart/info/')).body.count).toBe(2);
  });

  it('does not let a pending (not activated) buyer order: 403 with the reason', async () => {
    const { buyer, http } = await buyerWithCart({ status: 'pending' });
    const res = await http.post<{ detail: string }>('/api/order/make/', validOrder);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(TEXT_ACCOUNT_PENDING_ORDER);
    const fromCart = await http.post<{ detail: string }>('/api/order/cart/make/', {});
    expect(fromCart.status).toBe(403);
    expect(fromCart.body.detail).toBe(TEXT_ACCOUNT_PENDING_ORDER);
    const data = await http.get<{ can_order: boolean; reason: string }>('/api/order/');
    expect(data.body.can_order).toBe(false);
    expect(data.body.reason).toMatch(/активации/);
    expect(await ordersOf(buyer.userId)).toBe(0);
    expect((await http.get<CartInfoBody>('/api/cart/info/')).body.count).toBe(2);
  });
});

describe('placing an order while the cart changes', () => {
  it('loses no "+1" that races the order: ordered plus left in the cart is all that was added', async () => {
    const http = client(api, await newBuyer(api));
    const p = await productWith(api, { price: '1.00', stock: 10_000 });
    await http.post('/api/cart/add/', { product_id: p.id, quantity: 10 });
    const [order, ...adds] = await Promise.all([
      http.post<{ id: number }>('/api/order/make/', validOrder),
      ...Array.from({ length: 40 }, () =>
        http.post('/api/cart/add/', { product_id: p.id, quantity: 1 }),
      ),
    ]);
    expect(order.status).toBe(201);
    expect(adds.filter((a) => a.status === 200)).toHaveLength(40);

    const placed = await http.get<OrderBody>(`/api/order-confirm/${order.body.id}/`);
    const ordered = placed.body.lines[0]?.quantity ?? 0;
    const cart = await http.get<CartInfoBody>('/api/cart/info/');
    const left = cart.body.items.find((i) => i.product_id === p.id)?.quantity ?? 0;
    expect(ordered).toBeGreaterThanOrEqual(10);
    expect(ordered + left).toBe(50);
    expect(await stockOf(api, p.id)).toBe(10_000 - ordered);
  });
});
