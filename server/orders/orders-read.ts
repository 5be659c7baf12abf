import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_TITLES, PAYMENT_METHOD_TITLES } from '@/lib/constants';
import { recipientSchema } from '@/lib/api/contract/cart';
import { buildPath } from '@/lib/api/endpoint';
import { orderInvoice } from '@/lib/api/endpoints/orders';
import { type Order } from '@/lib/api/contract/orders';
import {
  USER_ORDERS_PAGE_SIZE,
  type OrderSummary,
  type UserOrders,
} from '@/lib/api/contract/orders';
import type { Db } from '../db/client';
import { orderItems, orders, orderStatusHistory } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import { notFound } from '../http/errors';
import { fromKopecks, toKopecks } from '@/lib/money';

export const TEXT_ORDER_NOT_FOUND = 'Заказ не найден.';

export const orderSummaryColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  tradePointId: orders.tradePointId,
  tradePointTitle: orders.tradePointTitle,
  organization: orders.organization,
  itemsCount: orders.itemsCount,
  total: orders.total,
};

type SummaryRow = {
  id: number;
  number: string;
  createdAt: Date;
  status: OrderSummary['status'];
  tradePointId: number | null;
  tradePointTitle: string | null;
  organization: string | null;
  itemsCount: number;
  total: string;
};

export function toOrderSummary(r: SummaryRow): OrderSummary {
  return {
    id: r.id,
    number: r.number,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    status_title: ORDER_STATUS_TITLES[r.status],
    trade_point_id: r.tradePointId,
    trade_point_title: r.tradePointTitle,
    organization: r.organization,
    items_count: r.itemsCount,
    total: r.total,
  };
}

function pageLink(path: string, page: number, organization: string | undefined): string {
  const q = new URLSearchParams({ page: String(page) });
  if (organization) q.set('organization', organization);
  return `${path}?${q.toString()}`;
}

/** GET /api/user/personal/orders/: newest first, one page, optionally one organization. */
export async function listUserOrders(
  db: Db,
  userId: number,
  page: number,
  organization: string | undefined,
  path: string,
): Promise<UserOrders> {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (organization) conditions.push(eq(orders.organization, organization));
  const where = and(...conditions);
  const size = USER_ORDERS_PAGE_SIZE;
  const [rows, [{ total } = { total: 0 }], orgs] = await Promise.all([
    db
      .select(orderSummaryColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(orders).where(where),
    db
      .selectDistinct({ organization: orders.organization })
      .from(orders)
      .where(and(eq(orders.userId, userId), isNotNull(orders.organization)))
      .orderBy(asc(orders.organization)),
  ]);
  return {
    count: total,
    next: page * size < total ? pageLink(path, page + 1, organization) : null,
    previous: page > 1 ? pageLink(path, page - 1, organization) : null,
    results: rows.map(toOrderSummary),
    organizations: orgs.map((o) => o.organization).filter((o): o is string => !!o),
  };
}

/** One order with lines and status history; `userId` limits it to its buyer (null: a manager). */
export async function orderDetail(
  db: Db,
  orderId: number,
  userId: number | null,
): Promise<Order & { userId: number }> {
  const where =
    userId === null
      ? eq(orders.id, orderId)
      : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [order] = await db.select().from(orders).where(where).limit(1);
  if (!order) throw notFound(TEXT_ORDER_NOT_FOUND);
  const [lines, history] = await Promise.all([
    db
      .select({
        productId: orderItems.productId,
        slug: products.slug,
        active: products.isActive,
        title: orderItems.title,
        article: orderItems.article,
        unit: orderItems.unit,
        price: orderItems.price,
        quantity: orderItems.quantity,
        total: orderItems.total,
        vatRate: orderItems.vatRate,
        vatAmount: orderItems.vatAmount,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  const recipient = recipientSchema.parse(order.recipient);
  return {
    ...toOrderSummary(order),
    userId: order.userId,
    lines: lines.map((l) => ({
      product_id: l.productId,
      product_slug: l.active ? l.slug : null,
      title: l.title,
      article: l.article,
      unit: l.unit,
      price: l.price,
      quantity: l.quantity,
      total: l.total,
      vat_rate: Number(l.vatRate),
      net: fromKopecks(toKopecks(l.total) - toKopecks(l.vatAmount)),
      vat: l.vatAmount,
    })),
    // Stored at ordering: `total` is with VAT and the VAT its lines' sum, so net is the rest.
    totals: {
      net: fromKopecks(toKopecks(order.total) - toKopecks(order.vatTotal)),
      vat: order.vatTotal,
      gross: order.total,
    },
    prices_include_vat: order.pricesIncludeVat,
    recipient,
    delivery_title: order.deliveryTitle,
    delivery_address: order.deliveryAddress,
    payment_method: order.paymentMethod,
    payment_title: PAYMENT_METHOD_TITLES[order.paymentMethod],
    comment: order.comment,
    invoice_url: buildPath(orderInvoice.path, { id: order.id }),
    history: history.map((h) => ({
      status: h.status,
      status_title: ORDER_STATUS_TITLES[h.status],
      created_at: h.createdAt.toISOString(),
      comment: h.comment,
    })),
  };
}
