import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categoryFacetCounts, categoryProductCounts } from '../db/schema/catalog';
import type { CategoryIndex } from './category-index';

/**
 * Issue #15: on-sale products of each category itself, from the table the products' triggers
 * keep (migration 0014): a hundred rows instead of a count over the catalogue on every view.
 */
export async function loadCategoryCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: categoryProductCounts.categoryId, n: categoryProductCounts.products })
    .from(categoryProductCounts);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * Products in the category and every shown category below it; the whole shown catalogue for
 * null. The index has no hidden categories, so their products drop out here.
 */
export function subtreeCount(
  index: CategoryIndex,
  counts: ReadonlyMap<number, number>,
  id: number | null,
): number {
  const ids = id === null ? index.all.map((c) => c.id) : index.subtreeIds(id);
  return ids.reduce((sum, at) => sum + (counts.get(at) ?? 0), 0);
}

export interface FacetCounts {
  brands: { value: string; count: number }[];
  attributes: { name: string; value: string; count: number }[];
}

/**
 * The filters' counts over a subtree from the kept per-category rows (brand rows have the
 * name ''): what `scopeFacetCounts` finds by unpacking every product, at the cost of a few
 * thousand small rows.
 */
export async function keptFacetCounts(db: Db, categoryIds: number[]): Promise<FacetCounts> {
  const total = sql<number>`sum(${categoryFacetCounts.products})::int`;
  const rows = await db
    .select({ name: categoryFacetCounts.name, value: categoryFacetCounts.value, count: total })
    .from(categoryFacetCounts)
    .where(
      and(
        inArray(categoryFacetCounts.categoryId, categoryIds),
        gt(categoryFacetCounts.products, 0),
      ),
    )
    .groupBy(categoryFacetCounts.name, categoryFacetCounts.value);
  const out: FacetCounts = { brands: [], attributes: [] };
  for (const r of rows) {
    if (r.name === '') out.brands.push({ value: r.value, count: Number(r.count) });
    else out.attributes.push({ name: r.name, value: r.value, count: Number(r.count) });
  }
  return out;
}
