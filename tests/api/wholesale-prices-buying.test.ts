import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_BUYER } from '@/demo/people';
import { orders } from '@/server/db/schema/buying';
import { mailOutbox, siteConfigs } from '@/server/db/schema/content';
import { priceTypes } from '@/server/db/schema/exchange';
import { users } from '@/server/db/schema/users';
import { jsonInit } from '../support/test-server';
import { client, newBuyer, validOrder } from './cart-helpers';
import { cents, kop, wholesaleSuite, type Prices } from './wholesale-prices-helpers';

/**
 * Issue #13: the cart and orders at the buyer's own price type on the seeded demo — the demo
 * buyer buys at «Мелкий опт» (×0.95), the second demo buyer at «Крупный опт» (×0.9), with
 * breaks from 10 and 50 units. The price types themselves: wholesale-prices.test.ts.
 */
const { api, small, large, manager, product } = wholesaleSuite();

interface Line {
  quantity: number;
  price: string | null;
  total: string;
  net: string;
  vat: string;
  vat_rate: number;
  price_includes_vat: boolean;
  breaks: { min_quantity: number; price: string }[];
}
interface CartListBody {
  lines: Line[];
  price_final: string;
  totals: { net: string; vat: string; gross: string };
  min_order_amount: string | null;
  min_order_missing: string;
}

describe('the cart at the buyer’s prices', () => {
  it('applies the breaks as the quantity crosses them; the VAT split adds up', async () => {
    const http = client(api, large);
    await http.post('/api/cart/clear/?trade_point_id=0');
    const own = kop(product.price, 90);
    const cases: [number, string][] = [
      [9, own],
      [10, kop(own, 97)],
      [49, kop(own, 97)],
      [50, kop(own, 94)],
    ];
    await http.post('/api/cart/add/', { product_id: product.id, quantity: 1, trade_point_id: 0 });
    for (const [quantity, price] of cases) {
      const set = await http.post('/api/cart/update/', {
        product_id: product.id,
        quantity,
        trade_point_id: 0,
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const cart = await http.get<CartListBody>('/api/cart/list/?trade_point_id=0');
      const line = cart.body.lines[0];
      expect(line).toMatchObject({ quantity, price, vat_rate: 20, price_includes_vat: true });
      if (!line) continue;
      expect(cents(line.total)).toBe(cents(price) * quantity);
      expect(cents(line.net) + cents(line.vat)).toBe(cents(line.total));
      // 20 % inside the price, rounded once for the line as 1C does.
      expect(cents(line.vat)).toBe(Math.round((cents(line.total) * 20) / 120));
      expect(cart.body.totals.gross).toBe(line.total);
      expect(cart.body.price_final).toBe(line.total);
      expect(cents(cart.body.totals.net) + cents(cart.body.totals.vat)).toBe(
        cents(cart.body.totals.gross),
      );
      const info = await http.get<{ price_final: string }>('/api/cart/info/?trade_point_id=0');
      expect(info.body.price_final).toBe(line.total);
    }
    await http.post('/api/cart/clear/?trade_point_id=0');
  });

  it('says how much the cart lacks and refuses an order below the minimum in Russian', async () => {
    const buyer = await newBuyer(api);
    const http = client(api, buyer);
    await api.db
      .update(siteConfigs)
      .set({ value: '100.00' })
      .where(eq(siteConfigs.name, 'MIN_ORDER_AMOUNT'));
    await http.post('/api/cart/add/', { product_id: product.id, quantity: 1 });
    const cart = await http.get<CartListBody>('/api/cart/list/');
    const missing = ((10_000 - cents(product.price)) / 100).toFixed(2);
    expect(cart.body.min_order_amount).toBe('100.00');
    expect(cart.body.min_order_missing).toBe(missing);
    const data = await http.get<{ can_order: boolean; reason: string }>('/api/order/');
    expect(data.body.can_order).toBe(false);
    const refused = await http.post<{ detail: string }>('/api/order/make/', validOrder);
    expect(refused.status).toBe(400);
    const shortfall = `${missing.replace('.', ',')}\u00a0₽`;
    expect(refused.body.detail).toBe(
      `Минимальная сумма заказа — 100,00\u00a0₽. Добавьте товаров ещё на ${shortfall}, чтобы оформить заказ.`,
    );
    expect(data.body.reason).toBe(refused.body.detail);
  });
});

describe('orders keep the prices of the moment', () => {
  it('stores the type and VAT at ordering; a later change of type leaves the order alone', async () => {
    const [buyer] = await api.db.select().from(users).where(eq(users.email, DEMO_BUYER.email));
    const http = client(api, small);
    await http.post('/api/cart/clear/?trade_point_id=0');
    await http.post('/api/cart/add/', { product_id: product.id, quantity: 12, trade_point_id: 0 });
    const made = await http.post<{ id: number }>('/api/order/make/', {
      ...validOrder,
      trade_point_id: 0,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const price = kop(kop(product.price, 95), 97);
    const read = async () =>
      (
        await http.get<{
          total: string;
          totals: { net: string; vat: string; gross: string };
          prices_include_vat: boolean;
          lines: { price: string; total: string; net: string; vat: string; vat_rate: number }[];
        }>(`/api/order-confirm/${made.body.id}/`)
      ).body;
    const before = await read();
    expect(before.lines[0]).toMatchObject({ price, vat_rate: 20 });
    expect(cents(before.lines[0]?.total ?? '0')).toBe(cents(price) * 12);
    expect(before.totals.gross).toBe(before.total);
    expect(cents(before.totals.net) + cents(before.totals.vat)).toBe(cents(before.total));
    expect(before.prices_include_vat).toBe(true);
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, made.body.id));
    const [medium] = await api.db
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.name, 'Мелкий опт'));
    expect(stored?.priceTypeId).toBe(medium?.id);
    expect(stored?.vatTotal).toBe(before.totals.vat);

    const letters = await api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, buyer?.email ?? ''));
    const letter = letters.at(-1)?.text ?? '';
    expect(letter).toContain(`Сумма без НДС: ${before.totals.net.replace('.', ',')}`);
    expect(letter).toContain(`НДС: ${before.totals.vat.replace('.', ',')}`);
    expect(letter).toContain(`Итого с НДС: ${before.total.replace('.', ',')}`);

    const [largeType] = await api.db
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.name, 'Крупный опт'));
    const changed = await api.request(
      `/api/manager/buyers/${buyer?.id}/price-type/`,
      jsonInit('PATCH', { price_type_id: largeType?.id }, manager.headers),
    );
    expect(changed.status).toBe(200);
    expect(await read()).toEqual(before);
    const now = await http.get<Prices>(`/api/prices/?ids=${product.id}`);
    expect(now.body.prices[0]?.price).toBe(kop(product.price, 90));
    // Back as the seed left it, for the tests that follow.
    await api.request(
      `/api/manager/buyers/${buyer?.id}/price-type/`,
      jsonInit('PATCH', { price_type_id: medium?.id }, manager.headers),
    );
  });
});
