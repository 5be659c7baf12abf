import type { Category, CategoryTreeNode, Product } from '@/lib/api/contract/catalog';
import { catalogSuite, prices, type Errors } from './catalog-category-helpers';

const { tree, get, firstLeaf } = catalogSuite();

describe('GET /api/categories/tree/{id}', () => {
  it('gives one branch with its nested children', async () => {
    const top = tree[0];
    const res = await get<CategoryTreeNode>(`/api/categories/tree/${top?.id}/?lang=ru`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(top);
  });

  it('answers 404 for an unknown id and 400 for a non-number', async () => {
    const missing = await get<{ detail: string }>('/api/categories/tree/999999/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Категория не найдена.' });
    const bad = await get<Errors>('/api/categories/tree/abc/');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['id']);
  });
});

describe('GET /api/category/', () => {
  it('gives the whole catalogue: top categories with counts and the first page', async () => {
    const res = await get<Category>('/api/category/');
    expect(res.status).toBe(200);
    const c = res.body;
    expect(c).toMatchObject({ id: null, title: 'Каталог', full_slug: '', facets: [] });
    expect(c.breadcrumbs.map((b) => b.url)).toEqual(['/', '/category/']);
    expect(c.children.map((x) => x.full_slug)).toEqual(tree.map((t) => t.full_slug));
    expect(c.products.count).toBe(600);
    expect(c.children.reduce((sum, x) => sum + x.product_count, 0)).toBe(600);
    expect(c.products.results).toHaveLength(24);
    expect(c.products.previous).toBeNull();
    expect(c.products.next).toBe('/api/category/?page=2');
  });

  it('searches with query: narrows the list, best match first, with filters for the result', async () => {
    const target = (await get<Category>('/api/category/?page=3')).body.products.results[5];
    const res = await get<Category>(
      `/api/category/?query=${encodeURIComponent(target?.article ?? '')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.products.count).toBeGreaterThan(0);
    expect(res.body.products.count).toBeLessThan(600);
    expect(res.body.products.results[0]?.id).toBe(target?.id);
    const words = await get<Category>(
      `/api/category/?query=${encodeURIComponent('кирпич')}&sort=price`,
    );
    expect(words.body.products.count).toBeGreaterThan(0);
    expect(words.body.products.count).toBeLessThan(600);
    expect(words.body.facets.length).toBeGreaterThan(0);
    const ps = prices(words.body);
    expect(ps).toEqual([...ps].sort((a, b) => a - b));
  });
});

describe('GET /api/category/?query= with filters (the search results page)', () => {
  const searchFor = (extra = '') =>
    get<Category>(`/api/category/?query=${encodeURIComponent('кирпич')}&pageSize=100${extra}`);

  it('narrows the found products by stock, brand and price, each within the search', async () => {
    const found = (await searchFor()).body;
    const hits = new Set(found.products.results.map((p) => p.id));
    expect(found.products.count).toBeGreaterThan(3);
    // Every hit is on this one page, so the counts below can be checked exactly.
    expect(found.products.count).toBeLessThanOrEqual(100);

    const inStock = (await searchFor('&in_stock=true')).body.products;
    expect(inStock.count).toBeGreaterThan(0);
    expect(inStock.count).toBeLessThanOrEqual(found.products.count);
    for (const p of inStock.results) {
      expect(p.in_stock).toBe(true);
      expect(hits.has(p.id)).toBe(true);
    }

    const brand = found.facets.find((f) => f.name === 'brand')?.values[0];
    if (!brand) throw new Error('у найденного нет фасета бренда');
    const byBrand = (await searchFor(`&brand=${encodeURIComponent(brand.value)}`)).body.products;
    expect(byBrand.count).toBe(brand.count);
    for (const p of byBrand.results) {
      expect(p.brand).toBe(brand.value);
      expect(hits.has(p.id)).toBe(true);
    }

    const sorted = prices(found).sort((a, b) => a - b);
    const [low, high] = [sorted[1] ?? 0, sorted[sorted.length - 2] ?? 0];
    const inRange = (await searchFor(`&price_min=${low}&price_max=${high}`)).body;
    expect(inRange.products.count).toBe(sorted.filter((x) => x >= low && x <= high).length);
    for (const x of prices(inRange)) expect(x).toBeGreaterThanOrEqual(low);
    for (const x of prices(inRange)) expect(x).toBeLessThanOrEqual(high);
  });
});

describe('GET /api/category/{slug}', () => {
  it('gives a nested category with SEO fields, breadcrumbs and products of its subtree', async () => {
    const branch = tree[0]?.children[0];
    const res = await get<Category>(`/api/category/${branch?.full_slug}/?pageSize=100`);
    expect(res.status).toBe(200);
    const c = res.body;
    expect(c.title).toBe(branch?.title);
    expect(c.seo_title).toContain(branch?.title);
    expect(c.seo_h1).toBe(branch?.title);
    expect(c.breadcrumbs.map((b) => b.url)).toEqual([
      '/',
      '/category/',
      `/category/${tree[0]?.full_slug}/`,
      `/category/${branch?.full_slug}/`,
    ]);
    expect(c.children.map((x) => x.full_slug)).toEqual(branch?.children.map((x) => x.full_slug));
    expect(c.children.reduce((sum, x) => sum + x.product_count, 0)).toBe(c.products.count);
    const first = c.products.results[0];
    const detail = await get<Product>(`/api/product/${first?.slug}/`);
    expect(detail.body.category.full_slug.startsWith(`${branch?.full_slug}/`)).toBe(true);
  });

  it('answers the same with or without the trailing slash', async () => {
    const leaf = firstLeaf();
    const a = await get<Category>(`/api/category/${leaf.full_slug}/`);
    const b = await get<Category>(`/api/category/${leaf.full_slug}`);
    expect(a.status).toBe(200);
    expect(b.body.products.count).toBe(a.body.products.count);
  });

  it('answers 404 for an unknown path and 400 for a malformed one', async () => {
    const missing = await get<{ detail: string }>('/api/category/no-such/category/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Категория не найдена.' });
    const bad = await get<Errors>(`/api/category/${encodeURIComponent('Кирпич')}/`);
    expect(bad.status).toBe(400);
    expect(bad.body.slug?.[0]).toBe('Некорректный адрес');
  });
});
