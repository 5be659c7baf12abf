import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CartInfo, CartList, Recipient } from '@/lib/api/contract/cart';
import { recipientSchema } from '@/lib/api/contract/cart';
import type { Db } from '../db/client';
import { cartItems, carts } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import type { CartRef } from './cart-ref';
import { sumAmounts } from '@/lib/pricing/vat';
import { firstImages, productCardColumns, toProductCard } from '../catalog/product-cards';
import { quantityProblem } from './quantity-rules';
import { priceLines } from '../pricing/buyer-prices';
import { minOrderAmount, minOrderMissing } from '../pricing/min-order';

export function cartWhere(ref: Pick<CartRef, 'userId' | 'tradePointId'>) {
  return and(
    eq(carts.userId, ref.userId),
    ref.tradePointId === null
      ? isNull(carts.tradePointId)
      : eq(carts.tradePointId, ref.tradePointId),
  );
}

/**
 * The cart row, created on first use. Found without a write in the usual case; the first
 * additions racing to create it meet in one upsert (the unique key treats the base cart's
 * null as a value), so they end up in one row.
 */
export async function ensureCart(db: Db, ref: CartRef): Promise<number> {
  const [existing] = await db.select({ id: carts.id }).from(carts).where(cartWhere(ref)).limit(1);
  if (existing) return existing.id;
  const [row] = await db
    .insert(carts)
    .values({ userId: ref.userId, tradePointId: ref.tradePointId })
    .onConflictDoUpdate({
      target: [carts.userId, carts.tradePointId],
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: carts.id });
  if (!row) throw new Error('Корзина не создана');
  return row.id;
}

async function cartSums(db: Db, ref: CartRef) {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(cartWhere(ref))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

/**
 * Spec §3 cart info: totals from today's prices of the buyer's own type (issue #13, breaks
 * applied, with VAT), never from the client.
 */
export async function cartInfo(db: Db, ref: CartRef): Promise<CartInfo> {
  const rows = await cartSums(db, ref);
  const priced = await priceLines(db, ref.userId, rows);
  return {
    trade_point_id: ref.tradePointId,
    trade_point_title: ref.title,
    count: rows.length,
    price_final: sumAmounts(priced.lines.map((l) => l.amounts)).gross,
    items: rows.map((r) => ({ product_id: r.productId, quantity: r.quantity })),
  };
}

function cartLines(db: Db, cartId: number) {
  return db
    .select({ lineId: cartItems.id, quantity: cartItems.quantity, ...productCardColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

/**
 * The lines an order takes, locked until its transaction ends: a concurrent "+N" on one of
 * them waits and then lands in the emptied cart instead of vanishing with the ordered line.
 */
export function cartLinesForOrder(tx: Db, cartId: number) {
  return cartLines(tx, cartId).for('update', { of: cartItems });
}

function storedRecipient(value: unknown): Recipient | null {
  const parsed = recipientSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function cartList(db: Db, ref: CartRef): Promise<CartList> {
  const [cart] = await db.select().from(carts).where(cartWhere(ref)).limit(1);
  const rows = cart ? await cartLines(db, cart.id) : [];
  const images = await firstImages(
    db,
    rows.map((r) => r.id),
  );
  const [priced, minimum] = await Promise.all([
    priceLines(
      db,
      ref.userId,
      rows.map((r) => ({ productId: r.id, quantity: r.quantity })),
    ),
    minOrderAmount(db),
  ]);
  const lines = rows.map((r, i) => {
    // A «по запросу» line adds nothing to the total; its problem says why it cannot be ordered.
    const line = priced.lines[i];
    if (!line) throw new Error('Строка корзины без цены');
    return {
      id: r.lineId,
      product: toProductCard(r, images.get(r.id)),
      quantity: r.quantity,
      price: line.price,
      total: line.amounts.gross,
      price_includes_vat: line.pricing.basis.included,
      vat_rate: line.pricing.basis.rate,
      net: line.amounts.net,
      vat: line.amounts.vat,
      breaks: line.pricing.breaks,
      problem: quantityProblem({ ...r, price: line.price }, r.quantity),
    };
  });
  const totals = sumAmounts(priced.lines.map((l) => l.amounts));
  return {
    trade_point_id: ref.tradePointId,
    trade_point_title: ref.title,
    lines,
    count: lines.length,
    price_final: totals.gross,
    totals,
    min_order_amount: minimum,
    min_order_missing: minOrderMissing(minimum, totals.gross),
    recipient: cart ? storedRecipient(cart.recipient) : null,
    delivery_method_id: cart?.deliveryMethodId ?? null,
    delivery_address: cart?.deliveryAddress ?? null,
    payment_method: cart?.paymentMethod ?? null,
  };
}
