import { count, eq } from 'drizzle-orm';
import { orders } from '@/server/db/schema/buying';
import { startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, productWith, withoutMinimumOrder } from './cart-helpers';

/** Helpers of the order placing tests: a buyer with a two-line cart, orders counted. */

export interface OrderBody {
  id: number;
  number: string;
  status: string;
  status_title: string;
  total: string;
  items_count: number;
  trade_point_title: string | null;
  lines: { product_id: number; price: string; quantity: number; total: string }[];
  history: { status: string; status_title: string }[];
  payment_title: string;
  delivery_title: string;
}

/** The calls both order files make, bound to the file's server. */
function orderCalls(api: TestServer) {
  const ordersOf = async (userId: number) =>
    (await api.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]?.n;

  /** 2 × 19.90 and 10 × 3.05: 70.30 in the cart (of the first trade point, if any). */
  async function buyerWithCart(options: { points?: number; status?: 'active' | 'pending' } = {}) {
    const buyer = await newBuyer(api, options);
    const http = client(api, buyer);
    const a = await productWith(api, { price: '19.90', stock: 100 });
    const b = await productWith(api, { price: '3.05', stock: 100 });
    const point = buyer.points[0]?.id;
    await http.post('/api/cart/add/', { product_id: a.id, quantity: 2, trade_point_id: point });
    await http.post('/api/cart/add/', { product_id: b.id, quantity: 10, trade_point_id: point });
    return { buyer, http, a, b, point };
  }

  return { ordersOf, buyerWithCart };
}

/**
 * An order file's own server on 60 demo products, with no minimum order, and the order calls on
 * it. `api` comes back empty and beforeAll fills it in, so that a file can name it at its top,
 * before its hooks have run.
 */
export function orderSuite() {
  const api = {} as TestServer;
  beforeAll(async () => {
    Object.assign(api, await startTestServer({ products: 60 }));
    await withoutMinimumOrder(api);
  });
  afterAll(() => api.close());
  return { api, ...orderCalls(api) };
}
