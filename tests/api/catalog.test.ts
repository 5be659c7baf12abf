import type { Category, CategoryTreeNode, Product } from '@/lib/api/contract/catalog';
import { startTestServer, type TestServer } from '../support/test-server';

type Errors = Record<string, string[]>;

let api: TestServer;
let tree: CategoryTreeNode[];
beforeAll(async () => {
  api = await startTestServer({ products: 600 });
  tree = (await api.request<CategoryTreeNode[]>('/api/categories/tree/')).body;
});
afterAll(() => api.close());

const get = <T>(path: string) => api.request<T>(path);
const firstLeaf = () => {
  const leaf = tree[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('в дереве нет листа');
  return leaf;
};
const prices = (c: Category) => c.products.results.map((p) => Number(p.price));

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

describe('paging', () => {
  const slug = () => tree[0]?.full_slug ?? '';

  it('pages through with page and pageSize, linking next and previous', async () => {
    const one = await get<Category>(`/api/category/${slug()}/?pageSize=5`);
    const two = await get<Category>(`/api/category/${slug()}/?pageSize=5&page=2`);
    expect(two.status).toBe(200);
    expect(two.body.products.results).toHaveLength(5);
    const ids = new Set(one.body.products.results.map((p) => p.id));
    for (const p of two.body.products.results) expect(ids.has(p.id)).toBe(false);
    expect(two.body.products.previous).toBe(`/api/category/${slug()}/?pageSize=5&page=1`);
    expect(two.body.products.next).toBe(`/api/category/${slug()}/?pageSize=5&page=3`);
  });

  it('answers 404 past the last page, as DRF does', async () => {
    const c = await get<Category>(`/api/category/${slug()}/?pageSize=100`);
    const last = Math.ceil(c.body.products.count / 100);
    expect((await get(`/api/category/${slug()}/?pageSize=100&page=${last}`)).status).toBe(200);
    const past = await get<{ detail: string }>(
      `/api/category/${slug()}/?pageSize=100&page=${last + 1}`,
    );
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Неверная страница.' });
  });

  it.each([
    ['page=0', 'page'],
    ['page=-2', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await get<Errors>(`/api/category/${slug()}/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
    expect(res.body[field]?.[0]).toMatch(/[а-я]/i);
  });
});

describe('sorting', () => {
  const slug = () => tree[0]?.full_slug ?? '';
  const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] ?? 0) <= x);

  it('sorts by price both ways', async () => {
    const up = await get<Category>(`/api/category/${slug()}/?sort=price&pageSize=50`);
    const down = await get<Category>(`/api/category/${slug()}/?sort=-price&pageSize=50`);
    expect(ascending(prices(up.body))).toBe(true);
    expect(ascending(prices(down.body).reverse())).toBe(true);
    expect(prices(up.body)[0]).toBe(Number(up.body.price_range?.min));
    expect(prices(down.body)[0]).toBe(Number(down.body.price_range?.max));
  });

  it('lists new products first with sort=new and gives the same set for every order', async () => {
    const all = await get<Category>(`/api/category/${firstLeaf().full_slug}/?pageSize=100`);
    for (const sort of ['new', 'title', 'popular']) {
      const res = await get<Category>(
        `/api/category/${firstLeaf().full_slug}/?pageSize=100&sort=${sort}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.products.results.map((p) => p.id).sort()).toEqual(
        all.body.products.results.map((p) => p.id).sort(),
      );
    }
  });

  it('refuses an unknown sort', async () => {
    const res = await get<Errors>(`/api/category/${slug()}/?sort=cheapest`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['sort']);
  });
});

describe('filters', () => {
  const slug = () => tree[0]?.full_slug ?? '';

  it('filters by price range and stock', async () => {
    const res = await get<Category>(
      `/api/category/${slug()}/?price_min=1&price_max=20&in_stock=true&pageSize=100`,
    );
    expect(res.status).toBe(200);
    expect(res.body.products.count).toBeGreaterThan(0);
    for (const p of res.body.products.results) {
      expect(Number(p.price)).toBeGreaterThanOrEqual(1);
      expect(Number(p.price)).toBeLessThanOrEqual(20);
      expect(p.in_stock).toBe(true);
      expect(p.stock).toBeGreaterThan(0);
    }
    const all = await get<Category>(`/api/category/${slug()}/`);
    expect(res.body.products.count).toBeLessThan(all.body.products.count);
  });

  it('filters by brand and by any attribute, with counts matching the facets', async () => {
    const c = (await get<Category>(`/api/category/${firstLeaf().full_slug}/`)).body;
    const brand = c.facets.find((f) => f.name === 'brand');
    const attr = c.facets.find((f) => f.name.startsWith('attr_'));
    if (!brand || !attr) throw new Error('нет фасетов бренда и характеристики');
    const b = brand.values[0];
    const byBrand = await get<Category>(
      `/api/category/${c.full_slug}/?brand=${encodeURIComponent(b?.value ?? '')}&pageSize=100`,
    );
    expect(byBrand.body.products.count).toBe(b?.count);
    for (const p of byBrand.body.products.results) expect(p.brand).toBe(b?.value);

    const v = attr.values[0];
    const query = `${encodeURIComponent(attr.name)}=${encodeURIComponent(v?.value ?? '')}`;
    const byAttr = await get<Category>(`/api/category/${c.full_slug}/?${query}&pageSize=100`);
    expect(byAttr.status).toBe(200);
    expect(byAttr.body.products.count).toBe(v?.count);
    const one = await get<Product>(`/api/product/${byAttr.body.products.results[0]?.slug}/`);
    expect(one.body.attributes).toContainEqual({ name: attr.title, value: v?.value });
  });

  it('gives an empty page, not an error, when nothing matches', async () => {
    const res = await get<Category>(
      `/api/category/${slug()}/?attr_${encodeURIComponent('Цвет')}=${encodeURIComponent('Нет такого')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('refuses bad filter values with field errors', async () => {
    const swapped = await get<Errors>(`/api/category/${slug()}/?price_min=50&price_max=10`);
    expect(swapped.status).toBe(400);
    expect(Object.keys(swapped.body)).toEqual(['price_max']);
    const text = await get<Errors>(`/api/category/${slug()}/?price_min=дёшево`);
    expect(text.status).toBe(400);
    expect(Object.keys(text.body)).toEqual(['price_min']);
    const stock = await get<Errors>(`/api/category/${slug()}/?in_stock=yes`);
    expect(Object.keys(stock.body)).toEqual(['in_stock']);
    const long = await get<Errors>(`/api/category/${slug()}/?attr_x=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(Object.keys(long.body)).toEqual(['attr_x']);
  });
});
