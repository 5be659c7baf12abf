import { asc, eq, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import { recipientSchema, type Recipient } from '@/lib/api/contract/cart';
import type { OrderStatus } from '@/lib/api/contract/orders';
import type { Db } from '../db/client';
import { orderItems, orders, orderStatusHistory } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import { exchangeSessions } from '../db/schema/exchange';
import { tradePoints, users } from '../db/schema/users';
import { ExchangeError } from './errors';

/**
 * At most this many orders go in one `query` answer, the longest-waiting first; the rest go in
 * the next exchange (1C asks every few minutes), so one answer stays a few megabytes at most.
 */
export const EXPORT_LIMIT = 500;

export interface ExportOrder {
  id: number;
  number: string;
  createdAt: Date;
  /** The order's last change, exact to the microsecond, as sent (see markOrdersExported). */
  changedAt: string;
  statusChangedAt: Date;
  status: OrderStatus;
  total: string;
  /** Issue #13: the VAT inside `total`, and whether the line prices include VAT. */
  vatTotal: string;
  pricesIncludeVat: boolean;
  organization: string | null;
  tradePointTitle: string | null;
  tradePointAddress: string | null;
  deliveryTitle: string;
  deliveryAddress: string | null;
  paymentMethod: 'invoice' | 'cash_on_delivery' | 'card_on_delivery';
  comment: string | null;
  externalNumber: string | null;
  recipient: Recipient;
  buyer: {
    id: number;
    firstName: string | null;
    lastName: string | null;
    patronymic: string | null;
    inn: string | null;
    unp: string | null;
  };
  lines: {
    productId: number | null;
    externalId: string | null;
    title: string;
    article: string;
    unit: string;
    price: string;
    quantity: number;
    total: string;
    vatRate: string;
    vatAmount: string;
  }[];
}

/**
 * The recipient as stored. An old order whose recipient no longer fits today's schema still goes
 * out with what it has: one odd row must not stop every export to 1C.
 */
function storedRecipient(value: unknown): Recipient {
  const parsed = recipientSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const raw = (value ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? raw[key] : '');
  return { name: text('name'), phone: text('phone'), email: text('email') };
}

// Microseconds kept: a JS Date would round them away and make an unchanged order look changed.
const exactChangedAt = sql<string>`to_char(${orders.changedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Orders never exported, or changed since their last export. */
export async function ordersToExport(db: Db, limit = EXPORT_LIMIT): Promise<ExportOrder[]> {
  const rows = await db
    .select({
      order: orders,
      changedAt: exactChangedAt,
      buyer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        patronymic: users.patronymic,
        inn: users.inn,
        unp: users.unp,
      },
      tradePointAddress: tradePoints.address,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(tradePoints, eq(tradePoints.id, orders.tradePointId))
    .where(or(isNull(orders.exportedAt), lt(orders.exportedAt, orders.changedAt)))
    .orderBy(asc(orders.changedAt), asc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const [lines, history] = await Promise.all([
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        externalId: products.externalId,
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
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({ orderId: orderStatusHistory.orderId, at: max(orderStatusHistory.createdAt) })
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .groupBy(orderStatusHistory.orderId),
  ]);
  return rows.map(({ order, changedAt, buyer, tradePointAddress }) => ({
    id: order.id,
    number: order.number,
    createdAt: order.createdAt,
    changedAt,
    statusChangedAt: history.find((h) => h.orderId === order.id)?.at ?? order.createdAt,
    status: order.status,
    total: order.total,
    vatTotal: order.vatTotal,
    pricesIncludeVat: order.pricesIncludeVat,
    organization: order.organization,
    tradePointTitle: order.tradePointTitle,
    tradePointAddress,
    deliveryTitle: order.deliveryTitle,
    deliveryAddress: order.deliveryAddress,
    paymentMethod: order.paymentMethod,
    comment: order.comment,
    externalNumber: order.externalNumber,
    recipient: storedRecipient(order.recipient),
    buyer,
    lines: lines.filter((l) => l.orderId === order.id).map(({ orderId: _o, ...l }) => l),
  }));
}

/** What one `query` sent, kept in the exchange session until 1C says `success`. */
interface SentOrders {
  saleQuery: { at: string; orders: { id: number; changed_at: string }[] };
}

export async function rememberSent(
  db: Db,
  sessionId: number,
  sent: readonly ExportOrder[],
): Promise<void> {
  const record: SentOrders = {
    saleQuery: {
      at: new Date().toISOString(),
      orders: sent.map((o) => ({ id: o.id, changed_at: o.changedAt })),
    },
  };
  // Merged into the stats, so what the protocol keeps there (files, sizes) stays.
  const updated = await db
    .update(exchangeSessions)
    .set({ stats: sql`${exchangeSessions.stats} || ${JSON.stringify(record)}::jsonb` })
    .where(eq(exchangeSessions.id, sessionId))
    .returning({ id: exchangeSessions.id });
  if (updated.length === 0)
    throw new ExchangeError('Сеанс обмена не найден: начните обмен заново.');
}

/**
 * Marks as exported the orders the session's last `query` sent, each only if it has not
 * changed since: an order changed between `query` and `success` goes again next time.
 * Returns how many were marked.
 */
export async function markSent(db: Db, sessionId: number): Promise<number> {
  const [session] = await db
    .select({ stats: exchangeSessions.stats })
    .from(exchangeSessions)
    .where(eq(exchangeSessions.id, sessionId));
  if (!session) throw new ExchangeError('Сеанс обмена не найден: начните обмен заново.');
  const sent = (session.stats as Partial<SentOrders>).saleQuery?.orders ?? [];
  if (sent.length === 0) return 0;
  // One statement for the whole list; changed_at is left alone (this is bookkeeping, not a change).
  const result = await db.execute(sql`
    update orders o set exported_at = greatest(now(), o.changed_at)
    from jsonb_to_recordset(${JSON.stringify(sent)}::jsonb) as s(id integer, changed_at timestamptz)
    where o.id = s.id and o.changed_at <= s.changed_at
    returning o.id`);
  const marked = (result as { rows: unknown[] }).rows.length;
  await db
    .update(exchangeSessions)
    .set({
      stats: sql`${exchangeSessions.stats} || ${JSON.stringify({ saleExported: marked })}::jsonb`,
    })
    .where(eq(exchangeSessions.id, sessionId));
  return marked;
}
