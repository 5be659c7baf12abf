import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema/catalog';
import { pages } from '../db/schema/content';
import { hiddenCategoryIds, inShownCategory } from './hidden-categories';

interface Entry {
  path: string;
  lastmod: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * One slice of every public URL the database knows: content pages, then categories, then
 * products (by id, so slices are stable). The storefront adds its fixed pages itself.
 */
export async function sitemapSlice(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ count: number; results: Entry[] }> {
  const [pageRows, categoryRows, productCount] = await Promise.all([
    db
      .select({ slug: pages.slug, updatedAt: pages.updatedAt })
      .from(pages)
      .orderBy(asc(pages.sort), asc(pages.id)),
    db
      .select({ fullSlug: categories.fullSlug })
      .from(categories)
      .where(sql`${categories.id} not in ${hiddenCategoryIds}`)
      .orderBy(asc(categories.sort), asc(categories.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.isActive, true), inShownCategory)),
  ]);
  const head: Entry[] = [
    ...pageRows.map((p) => ({ path: `/${p.slug}/`, lastmod: iso(p.updatedAt) })),
    ...categoryRows.map((c) => ({ path: `/category/${c.fullSlug}/`, lastmod: null })),
  ];
  const count = head.length + Number(productCount[0]?.n ?? 0);
  const results = head.slice(offset, offset + limit);
  const remaining = limit - results.length;
  if (remaining > 0 && offset + results.length < count) {
    const rows = await db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.isActive, true), inShownCategory))
      .orderBy(asc(products.id))
      .limit(remaining)
      .offset(Math.max(0, offset - head.length));
    for (const r of rows) results.push({ path: `/product/${r.slug}/`, lastmod: iso(r.updatedAt) });
  }
  return { count, results };
}
