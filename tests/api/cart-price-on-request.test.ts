import { eq } from 'drizzle-orm';
import type { CartList } from '@/lib/api/contract/cart';
import { products } from '@/server/db/schema/catalog';
import { startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, productWith, validOrder, type CartInfoBody } from './cart-helpers';

/** Issue #12: a product 1C sent without a price is «по запросу» — shown, never sold at 0. */
let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 20 });
});
afterAll(() => api.close());

const onRequest = (id: number) =>
  api.db.update(products).set({ price: null }).where(eq(products.id, id));

describe('price on request in the cart', () => {
  it('refuses to add such a product with a Russian 400', async () => {
    const http = client(api, await newBuyer(api));
    const p = await productWith(api);
    await onRequest(p.id);
    const res = await http.post<Record<string, string[]>>('/api/cart/add/', {
      product_id: p.id,
      quantity: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.quantity?.[0]).toBe(
      `Цена товара «${p.title}» — по запросу: оформите заявку менеджеру.`,
    );
    const info = await http.get<CartInfoBody>('/api/cart/info/');
    expect(info.body.count).toBe(0);
  });

  it('keeps a line whose price became «по запросу» out of the total and out of an order', async () => {
    const http = client(api, await newBuyer(api));
    const kept = await productWith(api, { price: '10.00' });
    const gone = await productWith(api, { price: '5.00' });
    await http.post('/api/cart/add/', { product_id: kept.id, quantity: 2 });
    await http.post('/api/cart/add/', { product_id: gone.id, quantity: 3 });
    await onRequest(gone.id);

    const list = await http.get<CartList>('/api/cart/list/');
    expect(list.status).toBe(200);
    const line = list.body.lines.find((l) => l.product.id === gone.id);
    expect(line).toMatchObject({ price: null, total: '0.00' });
    expect(line?.product.price).toBeNull();
    expect(line?.problem).toContain('по запросу');
    expect(list.body.price_final).toBe('20.00');
    expect((await http.get<CartInfoBody>('/api/cart/info/')).body.price_final).toBe('20.00');

    const order = await http.post<{ detail?: string }>('/api/order/make/', validOrder);
    expect(order.status).toBe(409);
    expect(JSON.stringify(order.body)).toContain('по запросу');
  });
});
