import type { Db } from '../db/client';
import { categoryProductCounts } from '../db/schema/catalog';
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
