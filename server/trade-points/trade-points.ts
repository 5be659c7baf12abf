import { and, asc, eq } from 'drizzle-orm';
import type { TradePoint } from '@/lib/api/contract/trade-points';
import type { Db } from '../db/client';
import { cartItems, carts } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import { tradePoints, users } from '../db/schema/users';
import type { CartRef } from '../cart/cart-ref';
import type { AuthUser } from '../http/context';
import { lineTotal, sumMoney } from '@/lib/money';

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
      .select({ pointId: carts.tradePointId, quantity: cartItems.quantity, price: products.price })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(carts.userId, buyer.id)),
  ]);
  return points.map((p) => {
    const own = lines.filter((l) => l.pointId === p.id);
    return {
      ...p,
      cart: {
        count: own.length,
        price_final: sumMoney(own.map((l) => lineTotal(l.price ?? '0', l.quantity))),
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
