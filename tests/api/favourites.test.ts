import { startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, productWith } from './cart-helpers';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 40 });
});
afterAll(() => api.close());

interface FavouritesBody {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; product: { id: number; title: string; price: string } }[];
  product_ids: number[];
}

describe('favourites', () => {
  it('adds, lists newest first with paging, keeps one entry per product and removes', async () => {
    const http = client(api, await newBuyer(api));
    const products = [await productWith(api), await productWith(api), await productWith(api)];
    for (const p of products) {
      const res = await http.post<{ id: number; product: { id: number } }>('/api/favourites/', {
        product_id: p.id,
      });
      expect(res.status).toBe(201);
      expect(res.body.product.id).toBe(p.id);
    }
    expect((await http.post('/api/favourites/', { product_id: products[0]?.id })).status).toBe(201);

    const page1 = await http.get<FavouritesBody>('/api/favourites/?page=1&pageSize=2');
    expect(page1.status).toBe(200);
    expect(page1.body.count).toBe(3);
    expect(page1.body.results).toHaveLength(2);
    expect(page1.body.next).toBe('/api/favourites/?page=2&pageSize=2');
    expect(page1.body.previous).toBeNull();
    expect(new Set(page1.body.product_ids)).toEqual(new Set(products.map((p) => p.id)));
    const page2 = await http.get<FavouritesBody>('/api/favourites/?page=2&pageSize=2');
    expect(page2.body.results).toHaveLength(1);
    expect(page2.body.next).toBeNull();
    const seen = [...page1.body.results, ...page2.body.results].map((r) => r.id);
    expect(new Set(seen)).toEqual(new Set(products.map((p) => p.id)));

    const removed = await http.del<{ detail: string }>(`/api/favourites/${products[1]?.id}/`);
    expect(removed.status).toBe(200);
    const after = await http.get<FavouritesBody>('/api/favourites/');
    expect(after.body.count).toBe(2);
    expect(after.body.product_ids).not.toContain(products[1]?.id);
    const again = await http.del<{ detail: string }>(`/api/favourites/${products[1]?.id}/`);
    expect(again.status).toBe(404);
  });

  it("keeps each buyer's favourites private: another buyer neither sees nor removes them", async () => {
    const owner = client(api, await newBuyer(api));
    const p = await productWith(api);
    await owner.post('/api/favourites/', { product_id: p.id });
    const stranger = client(api, await newBuyer(api));
    expect((await stranger.get<FavouritesBody>('/api/favourites/')).body).toMatchObject({
      count: 0,
      product_ids: [],
    });
    expect((await stranger.del(`/api/favourites/${p.id}/`)).status).toBe(404);
    expect((await owner.get<FavouritesBody>('/api/favourites/')).body.product_ids).toEqual([p.id]);
  });

  it('refuses unknown or withdrawn products and bad paging', async () => {
    const http = client(api, await newBuyer(api));
    const unknown = await http.post<{ detail: string }>('/api/favourites/', {
      product_id: 9_999_999,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Товар не найден.');
    const gone = await productWith(api, { isActive: false });
    expect((await http.post('/api/favourites/', { product_id: gone.id })).status).toBe(404);
    expect((await http.post('/api/favourites/', { product_id: 'x' })).status).toBe(400);
    const paging = await http.get<Record<string, string[]>>('/api/favourites/?pageSize=1000');
    expect(paging.status).toBe(400);
    expect(paging.body.pageSize?.[0]).toMatch(/не больше 100/);
    expect((await http.del('/api/favourites/abc/')).status).toBe(400);
  });

  it('asks a guest to sign in', async () => {
    expect((await api.request('/api/favourites/')).status).toBe(401);
  });
});
