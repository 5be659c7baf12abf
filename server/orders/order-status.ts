import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ORDER_STATUS_TITLES } from '@/lib/constants';
import { ORDER_STATUS_TRANSITIONS } from '@/lib/api/contract/orders-manager';
import type { OrderStatus } from '@/lib/api/contract/orders';
import type { Db } from '../db/client';
import { orderItems, orders, orderStatusHistory } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import { ApiError, notFound } from '../http/errors';
import { TEXT_ORDER_NOT_FOUND } from './orders-read';

/**
 * A manager moves an order along ORDER_STATUS_TRANSITIONS; every change is kept in the
 * history. Cancelling gives the reserved stock back. The order row is locked, so two managers
 * clicking at once make one change each in turn, and the second sees the first's status.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  status: OrderStatus,
  managerId: number,
  comment: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(TEXT_ORDER_NOT_FOUND);
    if (!ORDER_STATUS_TRANSITIONS[order.status].includes(status)) {
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
    await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status, changedBy: managerId, comment });
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
