import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { priceTypes } from '../db/schema/exchange';
import { rawRows } from '../search/raw-rows';
import { ExchangeError } from './errors';

/**
 * Makes a price type the one guests see and copies its prices into products.price for every
 * product that has 1C prices (none of this type: «по запросу»). For the manager's choice of
 * the base type; the importer picks one by itself on the first offers.
 */
export async function setBasePriceType(db: Db, priceTypeId: number): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const [type] = await tx
      .select({ id: priceTypes.id })
      .from(priceTypes)
      .where(eq(priceTypes.id, priceTypeId));
    if (!type) throw new ExchangeError('Такого типа цен нет.');
    // Cleared first: a unique index allows one base type at a time.
    await tx.update(priceTypes).set({ isBase: false }).where(eq(priceTypes.isBase, true));
    await tx.update(priceTypes).set({ isBase: true }).where(eq(priceTypes.id, priceTypeId));
    const updated = await rawRows<{ id: number }>(
      tx,
      sql`
      update products p
      set price = base.price, updated_at = now()
      from (
        select x.product_id, (
          select pp.price from product_prices pp
          where pp.product_id = x.product_id and pp.price_type_id = ${priceTypeId}
        ) as price
        from (select distinct product_id from product_prices) x
      ) base
      where base.product_id = p.id and p.price is distinct from base.price
      returning p.id`,
    );
    return { updated: updated.length };
  });
}
