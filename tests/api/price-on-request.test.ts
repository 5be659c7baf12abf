import { eq, inArray } from 'drizzle-orm';
import type { Category, CategoryTreeNode, Product } from '@/lib/api/contract/catalog';
import { products } from '@/server/db/schema/catalog';
import { startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, productWith, stockOf, validOrder } from './cart-helpers';

/** Issue #12: a product 1C sent without a price — «цена по запросу» — through the API. */

let api: TestServer;
let leaf: { slug: string; ids: number[]; onRequest: number[] };

const leaves = (nodes: CategoryTreeNode[]): CategoryTreeNode[] =>
  nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));
const listing = (query: string) =>
  api.request<Category>(`/api/category/${leaf.slug}/?pageSize=100&${query}`);

beforeAll(async () => {
  api = await startTestServer({ products: 300 });
  const tree = (await api.request<CategoryTreeNode[]>('/api/categories/tree/')).body;
  for (const node of leaves(tree)) {
    const res = await api.request<Category>(`/api/category/${node.full_slug}/?pageSize=100`);
    const ids = res.body.products.results.map((p) => p.id);
    if (ids.length >= 5 && ids.length < 100) {
      // The cheapest and the dearest lose their price: the range must then shrink.
      const byPrice = [...res.body.products.results].sort(
        (a, b) => Number(a.price) - Number(b.price),
      );
      const onRequest = [byPrice[0]?.id, byPrice.at(-1)?.id].filter((id): id is number => !!id);
      await api.db.update(products).set({ price: null }).where(inArray(products.id, onRequest));
      leaf = { slug: node.full_slug, ids, onRequest };
      return;
    }
  }
  throw new Error('нет подходящей категории');
});
afterAll(() => api.close());

describe('listing', () => {
  it('sorts «по запросу» last by price, both ways, and keeps the rest in order', async () => {
    for (const sort of ['price', '-price']) {
      const res = await listing(`sort=${sort}`);
      expect(res.status).toBe(200);
      const results = res.body.products.results;
      expect(results).toHaveLength(leaf.ids.length);
      const tail = results.slice(-2);
      expect(tail.map((p) => p.price)).toEqual([null, null]);
      expect(tail.map((p) => p.id).sort()).toEqual([...leaf.onRequest].sort());
      const priced = results.slice(0, -2).map((p) => Number(p.price));
      const sorted = [...priced].sort((a, b) => (sort === 'price' ? a - b : b - a));
      expect(priced, sort).toEqual(sorted);
    }
  });

  it('leaves them out of price filters and out of the price range', async () => {
    const all = await listing('');
    const priced = all.body.products.results.filter((p) => p.price !== null);
    expect(priced).toHaveLength(leaf.ids.length - 2);
    const values = priced.map((p) => Number(p.price));
    expect(all.body.price_range).toEqual({
      min: Math.min(...values).toFixed(2),
      max: Math.max(...values).toFixed(2),
    });
    const filtered = await listing('price_min=0');
    expect(filtered.body.products.count).toBe(leaf.ids.length - 2);
    expect(filtered.body.products.results.every((p) => p.price !== null)).toBe(true);
  });

  it('describes the product with a null price, in the card, the page and the search', async () => {
    const id = leaf.onRequest[0];
    const [row] = await api.db
      .select()
      .from(products)
      .where(eq(products.id, id ?? 0));
    if (!row) throw new Error('нет товара');
    const page = await api.request<Product>(`/api/product/${row.slug}/`);
    expect(page.status).toBe(200);
    expect(page.body.price).toBeNull();
    const search = await api.request<{ products: { id: number; price: string | null }[] }>(
      `/api/modal-search/?query=${encodeURIComponent(row.article)}`,
    );
    expect(search.body.products.find((p) => p.id === id)?.price).toBeNull();
  });
});

describe('buying', () => {
  it('refuses to add it to a cart with a Russian 400', async () => {
    const buyer = client(api, await newBuyer(api));
    const res = await buyer.post<Record<string, string[]>>('/api/cart/add/', {
      product_id: leaf.onRequest[0],
      quantity: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.quantity?.[0]).toMatch(/по запросу/);
    const info = await buyer.get<{ count: number }>('/api/cart/info/');
    expect(info.body.count).toBe(0);
  });

  it('refuses an order holding a line whose price became «по запросу»', async () => {
    const buyer = client(api, await newBuyer(api));
    const p = await productWith(api, { stock: 50, price: '10.00' });
    expect((await buyer.post('/api/cart/add/', { product_id: p.id, quantity: 2 })).status).toBe(
      200,
    );
    // 1C's next exchange sends the product without a price.
    await api.db.update(products).set({ price: null }).where(eq(products.id, p.id));

    const list = await buyer.get<{
      lines: { price: string | null; problem: string | null }[];
      price_final: string;
    }>('/api/cart/list/');
    expect(list.body.lines[0]?.price).toBeNull();
    expect(list.body.lines[0]?.problem).toMatch(/по запросу/);
    expect(list.body.price_final).toBe('0.00');

    const order = await buyer.post<{ detail: string }>('/api/order/make/', validOrder);
    expect(order.status).toBe(400);
    expect(order.body.detail).toMatch(/^Заказ не оформлен\. Цена товара «.+» — по запросу/);
    expect(await stockOf(api, p.id)).toBe(50);
  });
});
