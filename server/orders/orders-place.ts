import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PaymentMethod, Recipient } from '@/lib/api/contract/cart';
import type { Db } from '../db/client';
import type { Tx } from '../db/client';
import { cartItems, carts, orderItems, orders, orderStatusHistory } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import { ApiError, detail } from '../http/errors';
import type { CartRef } from '../cart/cart-ref';
import type { AuthUser } from '../http/context';
import { assertCanOrder } from './can-order';
import { assertSameRequest } from './idempotency';
import { findDeliveryMethod } from '../cart/cart-checkout';
import { cartLinesForOrder, cartWhere } from '../cart/carts';
import { sumAmounts } from '@/lib/pricing/vat';
import { priceLines } from '../pricing/buyer-prices';
import { minOrderAmount, minOrderMissing, minOrderText } from '../pricing/min-order';
import { priceOnRequestProblem, quantityProblem } from '../cart/quantity-rules';

export interface PlaceOrderInput {
  recipient: Recipient;
  deliveryMethodId: number;
  deliveryAddress?: string | null;
  paymentMethod: PaymentMethod;
  comment?: string | null;
}

/** The client's Idempotency-Key and the fingerprint of the request it came with. */
export interface IdempotencyInput {
  key: string;
  fingerprint: string;
}

interface PlacedOrder {
  id: number;
  number: string;
  /** False when an earlier submission with the same key already created it. */
  created: boolean;
}

const TEXT_CART_EMPTY_ORDER = 'Корзина пуста: добавьте товары, чтобы оформить заказ.';

/** "2026-000042": the year and the order's id, unique because the id is. */
function orderNumber(id: number, at: Date): string {
  return `${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** The order placed with this key, if any; a different request with it is 422. */
async function byKey(db: Db | Tx, userId: number, key: IdempotencyInput) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      fingerprint: orders.idempotencyFingerprint,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key.key)))
    .limit(1);
  if (!row) return undefined;
  assertSameRequest(row.fingerprint, key.fingerprint);
  return { id: row.id, number: row.number };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The id is taken first so the number can be written with the row. */
async function nextOrderId(tx: Tx): Promise<number> {
  const result: unknown = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const { rows } = result as { rows: { id: number | string }[] };
  const id = Number(rows[0]?.id);
  if (!Number.isInteger(id)) throw new Error('Не удалось получить номер заказа');
  return id;
}

/**
 * Places the cart as an order in one transaction: the cart row is locked first, so two
 * submissions of one cart run one after the other and the second finds it empty (or, with
 * the same Idempotency-Key, finds the first one's order). Stock is taken for the order in
 * the same transaction, and the cart is emptied in it too.
 */
export async function placeOrder(
  db: Db,
  buyer: AuthUser,
  ref: CartRef,
  input: PlaceOrderInput,
  key: IdempotencyInput | null,
): Promise<PlacedOrder> {
  assertCanOrder(buyer);
  if (key) {
    const done = await byKey(db, buyer.id, key);
    if (done) return { ...done, created: false };
  }
  const method = await findDeliveryMethod(db, input.deliveryMethodId);
  const address = input.deliveryAddress?.trim() || null;
  if (method.needsAddress === 1 && !address) {
    throw new ApiError(400, { delivery_address: ['Укажите адрес доставки.'] });
  }
  try {
    return await db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(cartWhere(ref))
        .for('update');
      if (key) {
        const done = await byKey(tx, buyer.id, key);
        if (done) return { ...done, created: false };
      }
      const cartLines = cart ? await cartLinesForOrder(tx, cart.id) : [];
      if (!cart || cartLines.length === 0) throw detail(400, TEXT_CART_EMPTY_ORDER);
      // Issue #13: the buyer's type as it is now, breaks applied; the order keeps these prices.
      const priced = await priceLines(
        tx,
        buyer.id,
        cartLines.map((l) => ({ productId: l.id, quantity: l.quantity })),
      );
      const withPrices = cartLines.map((l, i) => {
        const p = priced.lines[i];
        if (!p) throw new Error('Строка заказа без цены');
        return { ...l, price: p.price, amounts: p.amounts, rate: p.pricing.basis.rate };
      });
      // A price on request is no conflict to wait out (409): such a line cannot be ordered at all.
      const onRequest = withPrices.filter((l) => l.price === null);
      if (onRequest.length)
        throw detail(
          400,
          `Заказ не оформлен. ${onRequest.map((l) => priceOnRequestProblem(l.title)).join(' ')} Уберите ${onRequest.length === 1 ? 'этот товар' : 'эти товары'} из корзины.`,
        );
      const problems = withPrices
        .map((l) => quantityProblem(l, l.quantity))
        .filter((p): p is string => p !== null);
      if (problems.length)
        throw detail(
          409,
          `Заказ не оформлен. ${problems.join(' ')} Исправьте корзину и повторите.`,
        );
      // Every line «по запросу» was refused above; this only tells the type.
      const lines = withPrices.flatMap((l) => (l.price === null ? [] : [{ ...l, price: l.price }]));
      const sums = sumAmounts(lines.map((l) => l.amounts));
      const minimum = await minOrderAmount(tx);
      const missing = minOrderMissing(minimum, sums.gross);
      if (minimum !== null && missing !== '0.00') throw detail(400, minOrderText(minimum, missing));

      for (const l of lines) {
        const taken = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${l.quantity}` })
          .where(and(eq(products.id, l.id), gte(products.stock, l.quantity)))
          .returning({ id: products.id });
        if (taken.length === 0)
          throw detail(
            409,
            `Заказ не оформлен: товара «${l.title}» уже не хватает на складе. Обновите корзину.`,
          );
      }

      const id = await nextOrderId(tx);
      const now = new Date();
      const number = orderNumber(id, now);
      await tx.insert(orders).values({
        id,
        number,
        userId: buyer.id,
        tradePointId: ref.tradePointId,
        tradePointTitle: ref.title,
        organization: input.recipient.organization?.trim() || buyer.organization,
        status: 'new',
        recipient: input.recipient,
        deliveryMethodId: method.id,
        deliveryTitle: method.title,
        deliveryAddress: method.needsAddress === 1 ? address : null,
        paymentMethod: input.paymentMethod,
        comment: input.comment?.trim() || null,
        itemsCount: lines.length,
        total: sums.gross,
        vatTotal: sums.vat,
        // The base type is stored too: the order says which prices it was placed at.
        priceTypeId: priced.type.id > 0 ? priced.type.id : null,
        pricesIncludeVat: priced.type.vatIncluded,
        idempotencyKey: key?.key ?? null,
        idempotencyFingerprint: key?.fingerprint ?? null,
        createdAt: now,
      });
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: id,
          productId: l.id,
          title: l.title,
          article: l.article,
          unit: l.unit,
          price: l.price,
          quantity: l.quantity,
          total: l.amounts.gross,
          vatRate: String(l.rate),
          vatAmount: l.amounts.vat,
        })),
      );
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: id, status: 'new', changedBy: buyer.id, createdAt: now });
      // Only the lines ordered: one added while the order was being placed stays in the cart.
      await tx.delete(cartItems).where(
        inArray(
          cartItems.id,
          lines.map((l) => l.lineId),
        ),
      );
      await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
      return { id, number, created: true };
    });
  } catch (error) {
    // Same key, different carts, at the same instant: the unique index lets one through.
    if (key && isUniqueViolation(error)) {
      const done = await byKey(db, buyer.id, key);
      if (done) return { ...done, created: false };
    }
    throw error;
  }
}
