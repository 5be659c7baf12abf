import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  MANAGER_ORDERS_PAGE_SIZE,
  ORDER_STATUS_TRANSITIONS,
  type ManagerOrder,
} from '@/lib/api/contract/orders-manager';
import {
  managerOrder,
  managerOrders,
  managerOrderStatus,
} from '@/lib/api/endpoints/orders-manager';
import type { Db } from '../db/client';
import { orders } from '../db/schema/buying';
import { users } from '../db/schema/users';
import { sendAll, statusNotice } from './order-mail';
import { changeOrderStatus } from './order-status';
import { orderDetail, orderSummaryColumns, toOrderSummary } from './orders-read';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';

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

async function managerView(db: Db, id: number): Promise<ManagerOrder & { buyerEmail: string }> {
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

export function registerManagerOrderRoutes(app: Hono<AppEnv>): void {
  bind(app, managerOrders, async (c, { query }) => {
    const { db } = await c.get('deps').database();
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
  });

  bind(app, managerOrder, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    const { buyerEmail: _email, ...order } = await managerView(db, params.id);
    return order;
  });

  bind(app, managerOrderStatus, async (c, { params, body }, user) => {
    const { db } = await c.get('deps').database();
    const comment = body.comment?.trim() || null;
    await changeOrderStatus(db, params.id, body.status, user.id, comment);
    const { buyerEmail, ...order } = await managerView(db, params.id);
    const { siteOrigin, mailer } = c.get('deps');
    const letter = statusNotice(order, siteOrigin, comment);
    await sendAll(mailer, db, [{ to: buyerEmail, ...letter }]);
    return order;
  });
}
