import { validOrder } from './cart-helpers';
import { orderSuite, type OrderBody } from './orders-helpers';

const { ordersOf, buyerWithCart } = orderSuite();

describe('placing from the saved cart choices', () => {
  it('needs recipient, delivery and payment saved first, then places the order', async () => {
    const { buyer, http } = await buyerWithCart();
    const missing = await http.post<Record<string, string[]>>('/api/order/cart/make/');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body).sort()).toEqual([
      'delivery_method_id',
      'payment_method',
      'recipient',
    ]);
    await http.post('/api/cart/recipient/', validOrder.recipient);
    await http.post('/api/cart/delivery/', {
      delivery_method_id: 2,
      delivery_address: 'г. Минск, ул. Притыцкого, 2',
    });
    await http.post('/api/cart/payment/', { payment_method: 'cash_on_delivery' });
    const placed = await http.post<{ id: number }>('/api/order/cart/make/', {});
    expect(placed.status).toBe(201);
    const order = await http.get<OrderBody & { delivery_address: string }>(
      `/api/order-confirm/${placed.body.id}/`,
    );
    expect(order.body).toMatchObject({
      delivery_title: 'Доставка по Минску',
      delivery_address: 'г. Минск, ул. Притыцкого, 2',
      payment_title: 'Наличными при получении',
    });
    expect(await ordersOf(buyer.userId)).toBe(1);
  });

  it('answers a retried submission with the same order when the Idempotency-Key repeats', async () => {
    const { buyer, http } = await buyerWithCart();
    await http.post('/api/cart/recipient/', validOrder.recipient);
    await http.post('/api/cart/delivery/', { delivery_method_id: 1 });
    await http.post('/api/cart/payment/', { payment_method: 'invoice' });
    const key = { 'Idempotency-Key': 'cart-make-key-0001' };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => http.post<{ id: number }>('/api/order/cart/make/', {}, key)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const later = await http.post<{ id: number }>('/api/order/cart/make/', {}, key);
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.body.id).toBe(answers[0]?.body.id);
    expect(await ordersOf(buyer.userId)).toBe(1);
  });
});

describe('order data for the order page', () => {
  it('gives the cart, delivery and payment choices, the trade point address and a prefilled recipient', async () => {
    const { http, point } = await buyerWithCart({ points: 1 });
    const res = await http.get<{
      cart: { count: number; price_final: string };
      delivery_methods: { title: string; needs_address: boolean }[];
      payment_methods: { code: string }[];
      addresses: { title: string; address: string }[];
      recipient_default: { name: string; phone: string };
      can_order: boolean;
    }>(`/api/order/?trade_point_id=${point}`);
    expect(res.status).toBe(200);
    expect(res.body.cart).toMatchObject({ count: 2, price_final: '70.30' });
    expect(res.body.delivery_methods.map((d) => [d.title, d.needs_address])).toEqual([
      ['Самовывоз со склада в Минске', false],
      ['Доставка по Минску', true],
      ['Доставка по Беларуси', true],
    ]);
    expect(res.body.payment_methods.map((p) => p.code)).toEqual([
      'invoice',
      'cash_on_delivery',
      'card_on_delivery',
    ]);
    expect(res.body.addresses[0]).toEqual({
      title: 'Точка 1',
      address: 'г. Минск, ул. Тестовая, 1',
    });
    expect(res.body.recipient_default).toMatchObject({
      name: 'Тестов Пётр',
      phone: '+375291112233',
    });
    expect(res.body.can_order).toBe(true);
  });
});
