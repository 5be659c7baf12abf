import { sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { priceTypes } from '@/server/db/schema/exchange';
import { DEMO_PRICE_TYPES } from './commerceml-package';

/**
 * Issue #13: the demo's three price types with a price of each for every product, and volume
 * breaks — from 10 and from 50 units, 3 and 6 % below the type's price — for two products of
 * three. The importer path already has the types and prices from offers.xml (the inserts
 * below find them and do nothing); the direct path gets the same rows here. CommerceML 2.10
 * carries no breaks, so both paths write them after the catalogue is in.
 */
export const DEMO_BREAKS = [
  { minQuantity: 10, factor: 0.97 },
  { minQuantity: 50, factor: 0.94 },
] as const;

export async function seedWholesalePrices(tx: Tx): Promise<void> {
  await tx
    .insert(priceTypes)
    .values(
      DEMO_PRICE_TYPES.map((t, i) => ({
        externalId: t.id,
        name: t.name,
        currency: 'BYN',
        vatIncluded: true,
        isBase: i === 0,
      })),
    )
    .onConflictDoNothing({ target: priceTypes.externalId });
  const factors = JSON.stringify(DEMO_PRICE_TYPES.map((t) => ({ id: t.id, factor: t.factor })));
  // Same arithmetic as offers.xml: the base price times the type's factor, to the kopeck.
  await tx.execute(sql`
    insert into product_prices (product_id, price_type_id, price, unit, coefficient)
    select p.id, t.id, round(p.price * f.factor, 2), p.unit, 1
    from products p
    cross join jsonb_to_recordset(${factors}::jsonb) as f(id text, factor numeric)
    join price_types t on t.external_id = f.id
    where p.price is not null
    on conflict do nothing`);
  const breaks = JSON.stringify(DEMO_BREAKS.map((b) => ({ q: b.minQuantity, k: b.factor })));
  await tx.execute(sql`
    insert into price_breaks (product_id, price_type_id, min_quantity, price)
    select pp.product_id, pp.price_type_id, b.q, round(pp.price * b.k, 2)
    from product_prices pp
    join price_types t on t.id = pp.price_type_id
    cross join jsonb_to_recordset(${breaks}::jsonb) as b(q int, k numeric)
    where pp.price is not null and pp.product_id % 3 <> 0
      and t.external_id in (select jsonb_array_elements(${factors}::jsonb) ->> 'id')
    on conflict do nothing`);
}
