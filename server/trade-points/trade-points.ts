import { and, asc, eq } from 'drizzle-orm';
import type { TradePoint } from '@/lib/api/contract/trade-points';
import type { Db } from '../db/client';
import { cartItems, carts } from '../db/schema/buying';
import { tradePoints, users } from '../db/schema/users';
import type { CartRef } from '../cart/cart-ref';
import type { AuthUser } from '../http/context';
import { sumAmounts } from '@/lib/pricing/vat';
import { priceLines } from '../pricing/buyer-prices';

/** The buyer's trade points with the state of each one's cart. */
export async function listTradePoints(db: Db, buyer: AuthUser): Promise<TradePoint[]> {
  const [points, lines] = await Promise.all([
    db
      .select({
        id: tradePoints.id,
        title: tradePoints.title,
        address: tradePoints.address,
        phone: tradePoints.phone,
      })
      .from(tradePoints)
      .where(and(eq(tradePoints.userId, buyer.id), eq(tradePoints.isArchived, false)))
      .orderBy(asc(tradePoints.id)),
    db
      .select({
        pointId: carts.tradePointId,
        productId: cartItems.productId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, buyer.id)),
  ]);
  // Issue #13: the buyer's own prices, breaks applied, with VAT — as the cart itself says.
  const priced = await priceLines(db, buyer.id, lines);
  return points.map((p) => {
    const own = priced.lines.filter((_, i) => lines[i]?.pointId === p.id);
    return {
      ...p,
      cart: {
        count: own.length,
        price_final: sumAmounts(own.map((l) => l.amounts)).gross,
      },
      is_active: buyer.activeTradePointId === p.id,
    };
  });
}

/** POST /api/cart/trade_point/{id}/: remembers the chosen cart on the server. */
export async function chooseActiveCart(db: Db, ref: CartRef): Promise<void> {
  await db
    .update(users)
    .set({ activeTradePointId: ref.tradePointId })
    .where(eq(users.id, ref.userId));
}
