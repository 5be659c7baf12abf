import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tradePoints } from '../db/schema/users';
import type { AuthUser } from '../http/context';
import { notFound } from '../http/errors';

/** One of the buyer's carts: the base cart (tradePointId null) or a trade point's. */
export interface CartRef {
  userId: number;
  tradePointId: number | null;
  title: string | null;
  address: string | null;
}

const TEXT_TRADE_POINT_NOT_FOUND = 'Торговая точка не найдена.';

async function ownPoint(db: Db, userId: number, id: number) {
  const [point] = await db
    .select({ id: tradePoints.id, title: tradePoints.title, address: tradePoints.address })
    .from(tradePoints)
    .where(
      and(
        eq(tradePoints.id, id),
        eq(tradePoints.userId, userId),
        eq(tradePoints.isArchived, false),
      ),
    )
    .limit(1);
  return point;
}

/**
 * Which cart a call means: `undefined` — the active one, `null`/0 — the base cart, a number —
 * that trade point's, which must be the buyer's own (another buyer's is simply not found).
 */
export async function resolveCart(
  db: Db,
  buyer: AuthUser,
  requested: number | null | undefined,
): Promise<CartRef> {
  const base: CartRef = { userId: buyer.id, tradePointId: null, title: null, address: null };
  if (requested === undefined) {
    if (buyer.activeTradePointId === null) return base;
    // The active point may have been archived since it was chosen: fall back to the base cart.
    const point = await ownPoint(db, buyer.id, buyer.activeTradePointId);
    return point
      ? { userId: buyer.id, tradePointId: point.id, title: point.title, address: point.address }
      : base;
  }
  if (requested === null || requested === 0) return base;
  const point = await ownPoint(db, buyer.id, requested);
  if (!point) throw notFound(TEXT_TRADE_POINT_NOT_FOUND);
  return { userId: buyer.id, tradePointId: point.id, title: point.title, address: point.address };
}
