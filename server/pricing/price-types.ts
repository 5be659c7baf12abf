import { asc, desc, eq } from 'drizzle-orm';
import type { BuyerPriceType, PriceType } from '@/lib/api/contract/price-types';
import type { Db } from '../db/client';
import { priceTypes } from '../db/schema/exchange';
import { users } from '../db/schema/users';
import { recordChange } from '../audit/record-change';
import type { AuthUser } from '../http/context';
import { ApiError, notFound } from '../http/errors';

const columns = {
  id: priceTypes.id,
  name: priceTypes.name,
  isBase: priceTypes.isBase,
  vatIncluded: priceTypes.vatIncluded,
};

const toPriceType = (r: { id: number; name: string; isBase: boolean; vatIncluded: boolean }) => ({
  id: r.id,
  name: r.name,
  is_base: r.isBase,
  vat_included: r.vatIncluded,
});

/** The types 1C sent, the base one first. */
export async function listPriceTypes(db: Db): Promise<PriceType[]> {
  const rows = await db
    .select(columns)
    .from(priceTypes)
    .orderBy(desc(priceTypes.isBase), asc(priceTypes.name), asc(priceTypes.id));
  return rows.map(toPriceType);
}

/** A type's name as the audit log shows it; null and the base type read the same. */
async function typeTitle(db: Db, typeId: number | null): Promise<string> {
  if (typeId !== null) {
    const [row] = await db.select(columns).from(priceTypes).where(eq(priceTypes.id, typeId));
    if (row && !row.isBase) return row.name;
  }
  const [base] = await db.select(columns).from(priceTypes).where(eq(priceTypes.isBase, true));
  return base ? `${base.name} (базовый)` : 'Базовый';
}

/**
 * A manager sets a buyer's type; null (or the base type itself) stores null, so the buyer
 * follows the base type even when 1C renames or replaces it. Issue #14: audited.
 */
export async function setBuyerPriceType(
  db: Db,
  userId: number,
  typeId: number | null,
  by: AuthUser,
): Promise<BuyerPriceType> {
  const [buyer] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      organization: users.organization,
      priceTypeId: users.priceTypeId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!buyer || buyer.role !== 'customer') throw notFound('Покупатель не найден.');
  let type: PriceType | null = null;
  if (typeId !== null) {
    const [row] = await db.select(columns).from(priceTypes).where(eq(priceTypes.id, typeId));
    if (!row) throw new ApiError(400, { price_type_id: ['Такого типа цен нет.'] });
    type = toPriceType(row);
  }
  const stored = type && !type.is_base ? type.id : null;
  const before = await typeTitle(db, buyer.priceTypeId);
  const after = await typeTitle(db, stored);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ priceTypeId: stored }).where(eq(users.id, userId));
    await recordChange(tx, by, {
      action: 'price_type',
      objectType: 'buyer',
      objectId: userId,
      objectTitle: buyer.organization ? `${buyer.organization} (${buyer.email})` : buyer.email,
      before: { price_type: before },
      after: { price_type: after },
    });
  });
  return { user_id: userId, price_type_id: stored, price_type: type };
}
