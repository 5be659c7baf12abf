import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems } from '../db/schema/buying';
import { categories, products } from '../db/schema/catalog';

/**
 * Issue #15: the cache tags (lib/data/cache.ts) of the public pages that show the stock of an
 * order's lines — each product's page and the listings it appears in: its category, every
 * ancestor (a listing shows its whole subtree) and the catalogue root (`category:`, which the
 * home page reads too). An order takes stock and a cancellation gives it back; `catalog` is
 * left alone, so one order does not drop every cached page of the shop.
 */
export async function orderStockTags(db: Db, orderIds: readonly number[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ slug: products.slug, fullSlug: categories.fullSlug })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(orderItems.orderId, [...orderIds]));
  const tags = new Set<string>();
  for (const { slug, fullSlug } of rows) {
    tags.add(`product:${slug}`);
    const parts = fullSlug.split('/');
    for (let i = 0; i <= parts.length; i++) tags.add(`category:${parts.slice(0, i).join('/')}`);
  }
  return [...tags];
}
