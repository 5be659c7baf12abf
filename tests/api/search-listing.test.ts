import { and } from 'drizzle-orm';
import { listingQuerySchema, type Category } from '@/lib/api/contract/catalog';
import { loadCategoryIndex } from '@/server/catalog/category-index';
import { buildFacets } from '@/server/catalog/facets';
import {
  countProducts,
  filterCondition,
  pageOfProducts,
  priceRange,
  scopeCondition,
} from '@/server/catalog/listing';
import { searchPass } from '@/server/catalog/search-listing';
import { bestHits } from '@/server/search/best-hits';
import { productSearchCondition } from '@/server/search/product-search';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue #16: a search's listing reads its matches once (server/catalog/search-listing.ts) and
 * takes the filter counts of categories it matches whole from the kept rows. It must answer
 * exactly what the four plain statements over the products answer: count, page, filters and
 * price range, with and without the buyer's filters, on any page.
 */
let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 300 });
}, 120_000);
afterAll(() => api.close());

async function reference(query: Record<string, string>) {
  const params = listingQuerySchema.parse(query);
  const index = await loadCategoryIndex(api.db);
  const search = await productSearchCondition(api.db, params.query ?? '');
  if (!search) throw new Error('no search');
  const scope = scopeCondition({ categoryIds: null, hiddenIds: index.hiddenIds, search });
  const where = and(scope, filterCondition(params));
  const results = await pageOfProducts(api.db, where, params, search);
  return {
    count: await countProducts(api.db, where),
    ids: results.map((r) => r.id),
    facets: await buildFacets(api.db, { scope }),
    price_range: await priceRange(api.db, scope, search),
  };
}

const CASES: Record<string, string>[] = [
  // A category's name: its products all match, their filter counts come from the kept rows.
  { query: 'кирпич' },
  { query: 'кирпич', page: '2', pageSize: '12' },
  { query: 'кирпич', in_stock: 'true', sort: '-price' },
  // Relevance order on the first pages is found as the dropdown finds its eight (best-hits.ts),
  // deeper pages by ranking every match: both must be the plain ranking's.
  { query: 'кирпич', page: '3', pageSize: '12' },
  { query: 'саморез', pageSize: '100' },
  // Words that split categories: the filter counts are unpacked from the matches.
  { query: 'белый' },
  { query: 'саморез 35' },
  { query: 'клей для плитки морозостойкий' },
  { query: 'краска', price_min: '10', sort: 'title' },
];

describe('a search listing in one pass over its matches (issue #16)', () => {
  it.each(CASES)('answers %o as the plain statements do', async (query) => {
    const expected = await reference(query);
    const listing = await api.request<Category>(
      `/api/category/?${new URLSearchParams(query).toString()}`,
    );
    expect(listing.status).toBe(200);
    expect(listing.body.products.count).toBe(expected.count);
    expect(listing.body.products.results.map((r) => r.id)).toEqual(expected.ids);
    expect(listing.body.facets).toEqual(expected.facets);
    expect(listing.body.price_range).toEqual(expected.price_range);
  });

  it('finds the page apart when the matches are many, and ranks a few in the pass', async () => {
    // The demo is too small for a common word's thousands of matches: the pass is told to rank
    // none itself (`rankedUpTo: 0`), so the page found apart (best-hits.ts) is checked too.
    const index = await loadCategoryIndex(api.db);
    for (const text of ['кирпич', 'клей для плитки', 'саморез 35']) {
      const params = listingQuerySchema.parse({ query: text, pageSize: '12', page: '2' });
      const search = await productSearchCondition(api.db, text);
      if (!search) throw new Error('no search');
      const scope = scopeCondition({ categoryIds: null, hiddenIds: index.hiddenIds, search });
      const expected = await reference({ query: text, pageSize: '12', page: '2' });
      let apart = 0;
      const bestPage = async () => {
        apart += 1;
        const hits = await bestHits(api.db, search.levels, 24);
        return hits.slice(12).map((h) => Number(h.id));
      };
      for (const rankedUpTo of [0, 3000]) {
        const pass = await searchPass(api.db, scope, undefined, params, search, {
          bestPage,
          rankedUpTo,
        });
        expect(pass.ids, `${text}, ${rankedUpTo}`).toEqual(expected.ids);
        expect(pass.count).toBe(expected.count);
      }
      // Asked apart only when told to rank none.
      expect(apart, text).toBe(1);
    }
  });

  it('finds something for every case, and names a brand filter for the common word', async () => {
    const listing = await api.request<Category>('/api/category/?query=кирпич');
    expect(listing.body.products.count).toBeGreaterThan(0);
    expect(listing.body.facets.map((f) => f.name)).toContain('brand');
  });

  it('answers 404 past the last page, as a category does', async () => {
    const listing = await api.request('/api/category/?query=кирпич&page=999');
    expect(listing.status).toBe(404);
  });
});
