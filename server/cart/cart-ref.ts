import { and, eq } from 'drizzle-orm';
import { TEXT_ACCOUNT_BLOCKED, TEXT_ACCOUNT_PENDING_ORDER } from '@/lib/constants';
import type { Db } from '../db/client';
import { tradePoints, users } from '../db/schema/users';
import { detail, notFound } from '../http/errors';

export interface Buyer {
  id: number;
  email: string;
  status: 'pending' | 'active' | 'blocked';
  firstName: string | null;
  lastName: string | null;
  patronymic: string | null;
  phone: string | null;
  organization: string | null;
  activeTradePointId: number | null;
}

/** The signed-in buyer as stored now: the token says who, the database says what. */
export async function loadBuyer(db: Db, userId: number): Promise<Buyer> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      patronymic: users.patronymic,
      phone: users.phone,
      organization: users.organization,
      activeTradePointId: users.activeTradePointId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw detail(401, 'Пользователь не найден.', { 'WWW-Authenticate': 'Bearer' });
  return row;
}

/** Spec §1: a registration needs a manager's activation before the buyer can order. */
export function assertCanOrder(buyer: Buyer): void {
  if (buyer.status === 'active') return;
  throw detail(403, buyer.status === 'blocked' ? TEXT_ACCOUNT_BLOCKED : TEXT_ACCOUNT_PENDING_ORDER);
}

/** One of the buyer's carts: the base cart (tradePointId null) or a trade point's. */
export interface CartRef {
  userId: number;
  tradePointId: number | null;
  title: string | null;
  address: string | null;
}

export const TEXT_TRADE_POINT_NOT_FOUND = 'Торговая точка не найдена.';

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
  buyer: Buyer,
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
