import { eq } from 'drizzle-orm';
import type { Category, Product, ProductCard } from '@/lib/api/contract/catalog';
import { products } from '@/server/db/schema/catalog';
import { startTestServer, type TestServer } from '../support/test-server';

type Errors = Record<string, string[]>;

let api: TestServer;
let listed: ProductCard[];
beforeAll(async () => {
  api = await startTestServer({ products: 300 });
  listed = (await api.request<Category>('/api/category/?pageSize=100')).body.products.results;
});
afterAll(() => api.close());

const get = <T>(path: string) => api.request<T>(path);

describe('GET /api/product/{slug}/', () => {
  it('gives the card plus description, characteristics, pictures, category and breadcrumbs', async () => {
    const card = listed[0];
    const res = await get<Product>(`/api/product/${card?.slug}/?product_image_opts=400x400`);
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p).toMatchObject({
      id: card?.id,
      slug: card?.slug,
      article: card?.article,
      price: card?.price,
      unit: card?.unit,
    });
    expect(p.price).toMatch(/^\d+\.\d{2}$/);
    expect(p.description.length).toBeGreaterThan(20);
    expect(p.attributes.length).toBeGreaterThan(1);
    expect(p.images.length).toBeGreaterThan(0);
    expect(p.images[0]?.url).toMatch(/^\/media\/products\/[a-z]+-\d+-[1-3]\.svg$/);
    expect(p.seo_title).toBeTruthy();
    const crumbs = p.breadcrumbs.map((b) => b.url);
    expect(crumbs.slice(0, 2)).toEqual(['/', '/category/']);
    expect(crumbs.at(-2)).toBe(`/category/${p.category.full_slug}/`);
    expect(crumbs.at(-1)).toBe(`/product/${p.slug}/`);
    expect(crumbs).toHaveLength(p.category.full_slug.split('/').length + 3);
  });

  it('answers 404 for an unknown slug and for a product taken off sale', async () => {
    const missing = await get<{ detail: string }>('/api/product/net-takogo-tovara/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Товар не найден.' });

    const card = listed[1];
    await api.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, card?.id ?? 0));
    try {
      expect((await get(`/api/product/${card?.slug}/`)).status).toBe(404);
      expect((await get(`/api/product/images/${card?.id}/`)).status).toBe(404);
      const all = await get<Category>('/api/category/?pageSize=100');
      expect(all.body.products.count).toBe(299);
    } finally {
      await api.db
        .update(products)
        .set({ isActive: true })
        .where(eq(products.id, card?.id ?? 0));
    }
  });

  it('answers 400 for a malformed slug', async () => {
    const res = await get<Errors>('/api/product/Bad_Slug/');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['slug']);
  });
});

describe('GET /api/product/images/{id}/', () => {
  it('lists the pictures of a product in order', async () => {
    const card = listed[0];
    const res = await get<
      { id: number; url: string; alt: string; width: number; height: number }[]
    >(`/api/product/images/${card?.id}/`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]?.url).toBe(card?.image?.url);
    expect(res.body[0]).toMatchObject({ width: 800, height: 800, alt: card?.title });
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    expect((await get('/api/product/images/999999/')).status).toBe(404);
    const bad = await get<Errors>('/api/product/images/0/');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['id']);
  });
});

describe('GET /api/products/model/{id}/', () => {
  it('gives a model with every variant on sale, cheapest first', async () => {
    const withModel = (
      await api.db.select({ id: products.id, modelId: products.modelId }).from(products)
    ).filter((r) => r.modelId !== null);
    const modelId = withModel[0]?.modelId;
    expect(modelId).toBeTruthy();
    const res = await get<{ id: number; title: string; variants: ProductCard[] }>(
      `/api/products/model/${modelId}/`,
    );
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(modelId);
    const expected = withModel
      .filter((r) => r.modelId === modelId)
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(res.body.variants.map((v) => v.id).sort((a, b) => a - b)).toEqual(expected);
    const vp = res.body.variants.map((v) => Number(v.price));
    expect(vp).toEqual([...vp].sort((a, b) => a - b));
    const detail = await get<Product>(`/api/product/${res.body.variants[0]?.slug}/`);
    expect(detail.body.model_id).toBe(modelId);
  });

  it('answers 404 for an unknown model and 400 for a bad id', async () => {
    const missing = await get<{ detail: string }>('/api/products/model/999999/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Модель товара не найдена.' });
    expect((await get('/api/products/model/x/')).status).toBe(400);
  });
});

describe('GET /api/sitemap/', () => {
  it('lists pages, categories and products in stable slices', async () => {
    const whole = await get<{ count: number; results: { path: string; lastmod: string | null }[] }>(
      '/api/sitemap/',
    );
    expect(whole.status).toBe(200);
    const paths = whole.body.results.map((r) => r.path);
    expect(whole.body.count).toBe(paths.length);
    expect(paths).toContain('/o-kompanii/');
    expect(paths.filter((p) => p.startsWith('/product/'))).toHaveLength(300);
    expect(paths.some((p) => /^\/category\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(p))).toBe(
      true,
    );
    expect(new Set(paths).size).toBe(paths.length);

    const a = await get<{ results: { path: string }[] }>('/api/sitemap/?offset=100&limit=50');
    const b = await get<{ results: { path: string }[] }>('/api/sitemap/?offset=150&limit=1000');
    expect([...a.body.results, ...b.body.results].map((r) => r.path)).toEqual(paths.slice(100));
  });

  it('refuses a slice larger than the limit', async () => {
    const res = await get<Errors>('/api/sitemap/?limit=50001');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['limit']);
  });
});
