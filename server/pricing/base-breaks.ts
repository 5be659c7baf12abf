import { and, asc, eq } from 'drizzle-orm';
import type { PriceBreak } from '@/lib/pricing/price-breaks';
import type { Db } from '../db/client';
import { priceBreaks, priceTypes } from '../db/schema/exchange';

/**
 * The base type's volume breaks of one product: what the public (cached) product page shows
 * to everyone. A buyer's own breaks come only with the buyer's request (/api/prices/).
 */
export async function baseBreaks(db: Db, productId: number): Promise<PriceBreak[]> {
  const rows = await db
    .select({ minQuantity: priceBreaks.minQuantity, price: priceBreaks.price })
    .from(priceBreaks)
    .innerJoin(priceTypes, eq(priceTypes.id, priceBreaks.priceTypeId))
    .where(and(eq(priceBreaks.productId, productId), eq(priceTypes.isBase, true)))
    .orderBy(asc(priceBreaks.minQuantity));
  return rows.map((r) => ({ min_quantity: r.minQuantity, price: Number(r.price).toFixed(2) }));
}
