import type { PersonalPrices } from '@/lib/api/contract/pricing';
import type { Db } from '../db/client';
import { buyerPriceType, productPricing } from './buyer-prices';

/**
 * GET /api/prices/: the buyer's own prices of the products asked for, in the order asked.
 * Unknown ids are left out: a listing may name a product withdrawn since it was cached.
 */
export async function personalPrices(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<PersonalPrices> {
  const type = await buyerPriceType(db, userId);
  const pricing = await productPricing(db, type, ids);
  return {
    price_type: { id: type.id, name: type.name, is_base: type.isBase },
    prices: ids.flatMap((id) => {
      const p = pricing.get(id);
      if (!p) return [];
      return [
        {
          product_id: id,
          price: p.price,
          price_includes_vat: p.basis.included,
          vat_rate: p.basis.rate,
          breaks: p.breaks,
        },
      ];
    }),
  };
}
