import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ORDER_STATUS_TITLES } from '@/lib/constants';
import { ORDER_STATUS_TRANSITIONS } from '@/lib/api/contract/orders-manager';
import type { OrderStatus } from '@/lib/api/contract/orders';
import type { Db } from '../db/client';
import { orderItems, orders, orderStatusHistory } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import { ApiError, notFound } from '../http/errors';
import { TEXT_ORDER_NOT_FOUND } from './orders-read';

/** Who changes a status: a manager clicks the next step; 1C reports what already happened. */
export type StatusAuthority = 'manager' | 'accounting';

const FORWARD: readonly OrderStatus[] = ['new', 'confirmed', 'picking', 'shipped', 'delivered'];
/** Position along the order's life; -1 for cancelled, which is off the road. */
export const statusRank = (status: OrderStatus): number => FORWARD.indexOf(status);

/**
 * A manager moves an order along ORDER_STATUS_TRANSITIONS. 1C (the accounting system) may also
 * jump forward over steps the shop never saw — an order is paid and shipped in 1C in one go —
 * but never backwards and never out of a cancelled order; it cancels only where a manager may.
 */
export function canChangeStatus(
  from: OrderStatus,
  to: OrderStatus,
  by: StatusAuthority = 'manager',
): boolean {
  if (ORDER_STATUS_TRANSITIONS[from].includes(to)) return true;
  if (by !== 'accounting' || to === 'cancelled' || from === 'cancelled') return false;
  return statusRank(to) > statusRank(from);
}

/**
 * Moves an order to a new status (see canChangeStatus); every change is kept in the history.
 * Cancelling gives the reserved stock back. The order row is locked, so two managers clicking
 * at once make one change each in turn, and the second sees the first's status. `changedBy` is
 * null for a change 1C made without an account of its own.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  status: OrderStatus,
  changedBy: number | null,
  comment: string | null,
  by: StatusAuthority = 'manager',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(TEXT_ORDER_NOT_FOUND);
    if (!canChangeStatus(order.status, status, by)) {
      const from = ORDER_STATUS_TITLES[order.status];
      const to = ORDER_STATUS_TITLES[status];
      throw new ApiError(400, {
        status: [
          order.status === status
            ? `Заказ уже в статусе «${from}».`
            : `Заказ в статусе «${from}» нельзя перевести в «${to}».`,
        ],
      });
    }
    // changed_at: the order goes to 1C again with its new status (see server/exchange/sale.ts).
    await tx
      .update(orders)
      .set({ status, changedAt: sql`clock_timestamp()` })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status, changedBy, comment });
    if (status === 'cancelled') {
      const lines = await tx
        .select({ productId: orderItems.productId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)));
      for (const l of lines) {
        if (l.productId === null) continue;
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${l.quantity}` })
          .where(eq(products.id, l.productId));
      }
    }
  });
}
