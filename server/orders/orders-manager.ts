import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MANAGER_ORDERS_PAGE_SIZE,
  ORDER_STATUS_TRANSITIONS,
  type ManagerOrder,
  type managerOrdersQuerySchema,
} from '@/lib/api/contract/orders-manager';
import { managerOrders } from '@/lib/api/endpoints/orders-manager';
import type { Db } from '../db/client';
import { orders } from '../db/schema/buying';
import { users } from '../db/schema/users';
import { orderDetail, orderSummaryColumns, toOrderSummary } from './orders-read';

const buyerColumns = {
  buyerId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  buyerOrganization: users.organization,
};

type BuyerRow = {
  buyerId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  buyerOrganization: string | null;
};
const toBuyer = (r: BuyerRow) => ({
  id: r.buyerId,
  email: r.email,
  name: [r.lastName, r.firstName].filter(Boolean).join(' ') || r.email,
  organization: r.buyerOrganization,
});

export async function managerView(
  db: Db,
  id: number,
): Promise<ManagerOrder & { buyerEmail: string }> {
  const { userId, ...order } = await orderDetail(db, id, null);
  const [buyer] = await db.select(buyerColumns).from(users).where(eq(users.id, userId));
  if (!buyer) throw new Error('Покупатель заказа не найден');
  return {
    ...order,
    buyer: toBuyer(buyer),
    next_statuses: [...ORDER_STATUS_TRANSITIONS[order.status]],
    buyerEmail: buyer.email,
  };
}

/** The manager's order list: by status, and by number, buyer e-mail or organization. */
export async function listManagerOrders(db: Db, query: z.output<typeof managerOrdersQuerySchema>) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.query) {
    const like = `%${query.query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const match = or(
      ilike(orders.number, like),
      ilike(users.email, like),
      ilike(orders.organization, like),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const size = MANAGER_ORDERS_PAGE_SIZE;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ ...orderSummaryColumns, ...buyerColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((query.page - 1) * size),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  const link = (page: number) => {
    const q = new URLSearchParams({ page: String(page) });
    if (query.status) q.set('status', query.status);
    if (query.query) q.set('query', query.query);
    return `${managerOrders.path}?${q.toString()}`;
  };
  return {
    count: total,
    next: query.page * size < total ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map((r) => ({ ...toOrderSummary(r), buyer: toBuyer(r) })),
  };
}
