import type { Category, Product } from '@/lib/api/contract/catalog';
import { catalogSuite, prices, type Errors } from './catalog-category-helpers';

const { tree, get, firstLeaf } = catalogSuite();

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
