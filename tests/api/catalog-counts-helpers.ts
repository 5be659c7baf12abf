import { eq, sql } from 'drizzle-orm';
import { categories, categoryFacetCounts, categoryProductCounts } from '@/server/db/schema/catalog';
import { loadCategoryIndex } from '@/server/catalog/category-index';
import { buildFacets } from '@/server/catalog/facets';
import { scopeCondition } from '@/server/catalog/listing';
import { rawRows } from '@/server/search/raw-rows';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInStaff, type Sessions } from './console-catalog-support';

/** Helpers of the kept product count tests (issue #15): the counts checked the slow way. */

interface Listing {
  facets: unknown[];
  children: { id: number; full_slug: string; product_count: number }[];
  products: { count: number };
}

/** The checks both count files make, bound to the file's server. */
function countChecks(api: TestServer) {
  /** On-sale products in the shown part of each subtree, counted the slow way. */
  async function realSubtreeCount(id: number | null): Promise<number> {
    const [row] = await rawRows<{ n: number }>(
      api.db,
      sql`with recursive hidden(id) as (
          select id from categories where is_hidden
          union select c.id from categories c join hidden h on c.parent_id = h.id
        ), tree(id) as (
          select id from categories where ${id === null ? sql`parent_id is null` : sql`id = ${id}`}
          union select c.id from categories c join tree t on c.parent_id = t.id
        )
        select count(*)::int as n from products
        where is_active and category_id in (select id from tree)
          and category_id not in (select id from hidden)`,
    );
    return Number(row?.n ?? 0);
  }

  /** The kept table equals a count of the products, and the listings show real counts. */
  async function expectTrueCounts(slug = ''): Promise<Listing> {
    const kept = await api.db.select().from(categoryProductCounts);
    const real = await rawRows<{ id: number; n: number }>(
      api.db,
      sql`select category_id as id, count(*)::int as n from products where is_active group by 1`,
    );
    const nonZero = (rows: { id: number; n: number }[]) =>
      Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.id, Number(r.n)]));
    expect(nonZero(kept.map((k) => ({ id: k.categoryId, n: k.products })))).toEqual(nonZero(real));

    // The filters' counts: brand rows (name '') and attribute rows, as facets.ts counts them.
    const keptFacets = await api.db.select().from(categoryFacetCounts);
    const realFacets = await rawRows<{ id: number; name: string; value: string; n: number }>(
      api.db,
      sql`select category_id as id, '' as name, brand as value, count(*)::int as n
        from products where is_active and brand is not null group by 1, 2, 3
        union all
        select p.category_id, a.item->>'name', a.item->>'value', count(*)::int
        from products p cross join lateral jsonb_array_elements(p.attributes) as a(item)
        where p.is_active and coalesce(a.item->>'name', '') <> '' and coalesce(a.item->>'value', '') <> ''
        group by 1, 2, 3`,
    );
    const facetMap = (rows: { id: number; name: string; value: string; n: number }[]) =>
      Object.fromEntries(
        rows
          .filter((r) => Number(r.n) !== 0)
          .map((r) => [`${r.id}|${r.name}|${r.value}`, Number(r.n)]),
      );
    expect(
      facetMap(
        keptFacets.map((k) => ({ id: k.categoryId, name: k.name, value: k.value, n: k.products })),
      ),
    ).toEqual(facetMap(realFacets));

    const listing = await api.request<Listing>(slug ? `/api/category/${slug}/` : '/api/category/');
    expect(listing.status).toBe(200);
    const [here] = slug
      ? await api.db.select().from(categories).where(eq(categories.fullSlug, slug))
      : [null];
    expect(listing.body.products.count).toBe(await realSubtreeCount(here?.id ?? null));
    if (here) {
      // The listing's filters from the kept rows equal those counted over the products.
      const index = await loadCategoryIndex(api.db);
      const scope = scopeCondition({
        categoryIds: index.subtreeIds(here.id),
        hiddenIds: [],
        search: null,
      });
      expect(listing.body.facets).toEqual(await buildFacets(api.db, { scope }));
    }
    for (const child of listing.body.children)
      expect(child.product_count, child.full_slug).toBe(await realSubtreeCount(child.id));
    return listing.body;
  }

  async function leafWithProducts(): Promise<{ id: number; fullSlug: string }> {
    const [row] = await rawRows<{ id: number; full_slug: string }>(
      api.db,
      sql`select c.id, c.full_slug from categories c
        where exists (select 1 from products p where p.category_id = c.id and p.is_active)
        order by c.id limit 1`,
    );
    if (!row) throw new Error('no category with products');
    return { id: Number(row.id), fullSlug: row.full_slug };
  }

  return { expectTrueCounts, leafWithProducts };
}

/**
 * A count file's own server on 24 demo products, with the staff signed in (`s`) and the count
 * checks. The objects come back empty and beforeAll fills them in, so that a file can name them
 * at its top, before its hooks have run.
 */
export function countSuite() {
  const api = {} as TestServer;
  const s = {} as Sessions;
  beforeAll(async () => {
    // Through the 1C importer: its bulk mode steps the search triggers aside, not these.
    Object.assign(api, await startTestServer({ products: 24, throughImporter: true }));
    Object.assign(s, await signInStaff(api));
  }, 120_000);
  afterAll(() => api.close());
  return { api, s, ...countChecks(api) };
}
