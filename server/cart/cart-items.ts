import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import { inShownCategory } from '../catalog/hidden-categories';
import { ApiError, notFound } from '../http/errors';
import type { CartRef } from './cart-ref';
import { cartWhere, ensureCart } from './carts';
import {
  availabilityProblem,
  formatQuantity,
  lineLimit,
  packProblem,
  quantityProblem,
  type QuantityFacts,
} from './quantity-rules';

export const TEXT_PRODUCT_NOT_FOUND = 'Товар не найден.';

const quantityError = (message: string) => new ApiError(400, { quantity: [message] });

async function productFacts(db: Db, productId: number): Promise<QuantityFacts & { id: number }> {
  const [p] = await db
    .select({
      id: products.id,
      title: products.title,
      unit: products.unit,
      stock: products.stock,
      minQty: products.minQty,
      packQty: products.packQty,
      // Issue #14: a product under a category the manager hid is not sold, as if inactive.
      isActive: sql<boolean>`${products.isActive} and ${inShownCategory}`,
      price: products.price,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!p) throw notFound(TEXT_PRODUCT_NOT_FOUND);
  return p;
}

async function lineQuantity(db: Db, cartId: number, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .limit(1);
  return row?.quantity ?? null;
}

/**
 * Adds to a line in one statement: parallel "+1"s each add exactly one, and the guard in the
 * same statement keeps the line within stock even when they race. Null when the guard refused.
 */
export async function addToLine(
  db: Db,
  cartId: number,
  productId: number,
  quantity: number,
  limit: number,
): Promise<number | null> {
  const [row] = await db
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${limit}`,
    })
    .returning({ quantity: cartItems.quantity });
  return row?.quantity ?? null;
}

export async function addItem(
  db: Db,
  ref: CartRef,
  productId: number,
  quantity: number,
): Promise<void> {
  const p = await productFacts(db, productId);
  const unavailable = availabilityProblem(p);
  if (unavailable) throw quantityError(unavailable);
  const pack = packProblem(p, quantity);
  if (pack) throw quantityError(pack);
  const cartId = await ensureCart(db, ref);
  const limit = lineLimit(p);
  const existing = await lineQuantity(db, cartId, productId);
  if (existing === null && quantity < p.minQty) {
    throw quantityError(
      `Минимальное количество товара «${p.title}» для заказа — ${formatQuantity(p.minQty, p.unit)}.`,
    );
  }
  const stockText = `Товара «${p.title}» на складе только ${formatQuantity(p.stock, p.unit)}`;
  if (quantity > limit) throw quantityError(`${stockText}.`);
  const result = await addToLine(db, cartId, productId, quantity, limit);
  if (result === null) {
    const inCart = (await lineQuantity(db, cartId, productId)) ?? 0;
    throw quantityError(`${stockText}, в корзине уже ${formatQuantity(inCart, p.unit)}.`);
  }
}

export async function setItem(
  db: Db,
  ref: CartRef,
  productId: number,
  quantity: number,
): Promise<void> {
  const p = await productFacts(db, productId);
  const problem = quantityProblem(p, quantity);
  if (problem) throw quantityError(problem);
  const cartId = await ensureCart(db, ref);
  await db
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity } });
}

export async function removeItem(db: Db, ref: CartRef, productId: number): Promise<void> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(cartWhere(ref)).limit(1);
  if (!cart) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, productId)));
}

export async function clearCart(db: Db, ref: CartRef): Promise<void> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(cartWhere(ref)).limit(1);
  if (cart) await db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
}
