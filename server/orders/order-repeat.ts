import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, orderItems, orders } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import { notFound } from '../http/errors';
import type { CartRef } from '../cart/cart-ref';
import { addToLine } from '../cart/cart-items';
import { ensureCart } from '../cart/carts';
import { formatQuantity, lineLimit, priceOnRequestProblem } from '../cart/quantity-rules';
import { TEXT_ORDER_NOT_FOUND } from './orders-read';

/**
 * Puts an earlier order's lines into a cart at today's prices. What is no longer sold or in
 * stock is skipped or cut to what the warehouse has (whole packs), and said so in words.
 */
export async function repeatOrder(
  db: Db,
  userId: number,
  orderId: number,
  ref: CartRef,
): Promise<{ added: number; notes: string[] }> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound(TEXT_ORDER_NOT_FOUND);
  const lines = await db
    .select({
      title: orderItems.title,
      quantity: orderItems.quantity,
      productId: products.id,
      unit: products.unit,
      stock: products.stock,
      minQty: products.minQty,
      packQty: products.packQty,
      isActive: products.isActive,
      price: products.price,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));

  const cartId = await ensureCart(db, ref);
  const notes: string[] = [];
  let added = 0;
  for (const l of lines) {
    if (
      l.productId === null ||
      !l.isActive ||
      l.stock === null ||
      l.minQty === null ||
      l.packQty === null ||
      l.unit === null
    ) {
      notes.push(`«${l.title}» больше не продаётся.`);
      continue;
    }
    if (l.price === null) {
      notes.push(priceOnRequestProblem(l.title));
      continue;
    }
    const facts = {
      title: l.title,
      unit: l.unit,
      stock: l.stock,
      minQty: l.minQty,
      packQty: l.packQty,
      isActive: l.isActive,
      price: l.price,
    };
    const limit = lineLimit(facts);
    const [present] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, l.productId)));
    const inCart = present?.quantity ?? 0;
    const room = Math.max(0, limit - inCart);
    let want = Math.min(l.quantity, room);
    want -= want % l.packQty;
    if (inCart === 0 && want < l.minQty) want = 0;
    if (want === 0) {
      notes.push(
        inCart > 0
          ? `«${l.title}»: в корзине уже всё, что есть на складе.`
          : `«${l.title}»: нет в наличии.`,
      );
      continue;
    }
    const result = await addToLine(db, cartId, l.productId, want, limit);
    if (result === null) {
      notes.push(`«${l.title}»: нет в наличии в нужном количестве.`);
      continue;
    }
    added += 1;
    if (want < l.quantity)
      notes.push(
        `«${l.title}»: добавлено ${formatQuantity(want, l.unit)} из ${formatQuantity(l.quantity, l.unit)} — больше нет на складе.`,
      );
  }
  return { added, notes };
}
