import { bearer, getJson, postJson, send, signIn, type Answer, type Tokens } from './http';
import { HARDENING_PASSWORD } from './accounts';

/** A signed-in API client (Bearer, as an API caller without cookies would send it). */
export class Shopper {
  constructor(
    readonly email: string,
    public tokens: Tokens,
    readonly origin?: string,
  ) {}

  static async signIn(email: string, origin?: string): Promise<Shopper> {
    return new Shopper(email, await signIn(email, HARDENING_PASSWORD, origin), origin);
  }

  get<T = unknown>(path: string): Promise<Answer<T>> {
    return getJson<T>(path, this.tokens.access, this.origin);
  }

  post<T = unknown>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return postJson<T>(path, body, { ...bearer(this.tokens.access), ...headers }, this.origin);
  }

  del<T = unknown>(path: string) {
    return send<T>({
      method: 'DELETE',
      path,
      headers: bearer(this.tokens.access),
      origin: this.origin,
    });
  }
}

export interface Buyable {
  id: number;
  quantity: number;
  stock: number;
}

interface ListedProduct {
  id: number;
  price: string | null;
  stock: number;
  in_stock: boolean;
  min_qty: number;
  pack_qty: number;
}

/** Products a buyer can put in a cart: priced, in stock, with a quantity that fits their rules. */
export async function buyableProducts(count: number, origin?: string): Promise<Buyable[]> {
  const root = await getJson<{ children: { full_slug: string }[] }>(
    '/api/category/',
    undefined,
    origin,
  );
  const found: Buyable[] = [];
  for (const child of root.body.children) {
    const page = await getJson<{ products: { results: ListedProduct[] } }>(
      `/api/category/${child.full_slug}/`,
      undefined,
      origin,
    );
    for (const p of page.body.products.results) {
      const quantity = Math.max(p.min_qty, p.pack_qty, 1);
      if (p.price && p.in_stock && p.stock >= quantity * 500 && p.min_qty <= p.pack_qty)
        found.push({ id: p.id, quantity, stock: p.stock });
      if (found.length >= count) return found;
    }
  }
  if (found.length < count) throw new Error(`Нашлось товаров для покупки: ${found.length}`);
  return found;
}

export const ORDER_BODY = {
  recipient: { name: 'Пётр Проверкин', phone: '+375 (29) 111-22-33', email: 'petr@hardening.test' },
  delivery_method_id: 1,
  payment_method: 'invoice',
  comment: 'Проверка стойкости',
};

/** Everything of a buyer another user must not change: profile, points, cart, orders. */
export async function snapshotOf(shopper: Shopper): Promise<Record<string, unknown>> {
  const paths = [
    '/api/user/personal/',
    '/api/user/personal/addresses/',
    '/api/trade_points/',
    '/api/cart/info/',
    '/api/cart/list/',
    '/api/favourites/',
    '/api/user/personal/orders/',
  ];
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const res = await shopper.get(path);
    out[path] = { status: res.status, body: res.body };
  }
  const orders = (out['/api/user/personal/orders/'] as { body: { results?: { id: number }[] } })
    .body.results;
  for (const o of orders ?? []) {
    const res = await shopper.get(`/api/order-confirm/${o.id}/`);
    out[`order ${o.id}`] = { status: res.status, body: res.body };
  }
  return out;
}
