import { asc, sql } from 'drizzle-orm';
import type { ConsoleCategory } from '@/lib/api/contract/console-catalog';
import type { Db, Tx } from '../db/client';
import { categories, products } from '../db/schema/catalog';
import { rawRows } from '../search/raw-rows';

export type CategoryRow = typeof categories.$inferSelect;

export const categoryView = (c: CategoryRow, productCount = 0): ConsoleCategory => ({
  id: c.id,
  parent_id: c.parentId,
  title: c.title,
  slug: c.slug,
  full_slug: c.fullSlug,
  description: c.description,
  image: c.image,
  sort: c.sort,
  is_hidden: c.isHidden,
  external_id: c.externalId,
  version: c.version,
  product_count: productCount,
  seo_title: c.seoTitle,
  seo_description: c.seoDescription,
  seo_h1: c.seoH1,
  seo_keywords: c.seoKeywords,
  og_title: c.ogTitle,
  og_description: c.ogDescription,
  og_image: c.ogImage,
});

/** What the audit log keeps of a category. */
export const categoryAudit = (c: CategoryRow) => {
  const { version: _v, ...rest } = c;
  return rest as Record<string, unknown>;
};

/** Every category, hidden ones too, with its own product count. */
export async function listConsoleCategories(db: Db): Promise<{ results: ConsoleCategory[] }> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db
      .select({ id: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return { results: rows.map((c) => categoryView(c, countOf.get(c.id) ?? 0)) };
}

export async function productCountOf(db: Db | Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.categoryId} = ${id}`);
  return Number(row?.n ?? 0);
}

/** Ids of the category and every one below it. */
export async function subtreeIds(db: Db | Tx, id: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`with recursive t(id) as (
      select ${id}::int
      union select c.id from categories c join t on c.parent_id = t.id
    ) select id from t`,
  );
  return rows.map((r) => Number(r.id));
}
