import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_BUYER_RECENT_ORDERS,
  CONSOLE_BUYERS_PAGE_SIZE,
  type ConsoleBuyer,
  type ConsoleBuyerRow,
  type ConsoleBuyers,
  type ConsoleBuyersQuery,
} from '@/lib/api/contract/console-buyers';
import { consoleBuyers } from '@/lib/api/endpoints/console-buyers';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema/buying';
import { priceTypes } from '../db/schema/exchange';
import { tradePoints, users } from '../db/schema/users';
import { notFound } from '../http/errors';

const ordersCount = sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id})`;

const rowColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  patronymic: users.patronymic,
  organization: users.organization,
  unp: users.unp,
  inn: users.inn,
  phone: users.phone,
  status: users.status,
  createdAt: users.createdAt,
  priceTypeName: priceTypes.name,
  ordersCount,
};

type Row = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  patronymic: string | null;
  organization: string | null;
  unp: string | null;
  inn: string | null;
  phone: string | null;
  status: ConsoleBuyerRow['status'];
  createdAt: Date;
  priceTypeName: string | null;
  ordersCount: number;
};

export const fullName = (r: {
  lastName: string | null;
  firstName: string | null;
  patronymic?: string | null;
}) => [r.lastName, r.firstName, r.patronymic].filter(Boolean).join(' ');

const toRow = (r: Row): ConsoleBuyerRow => ({
  id: r.id,
  email: r.email,
  name: fullName(r),
  organization: r.organization,
  unp: r.unp,
  inn: r.inn,
  phone: r.phone,
  status: r.status,
  price_type: r.priceTypeName,
  orders_count: Number(r.ordersCount),
  created_at: r.createdAt.toISOString(),
});

/** `%text%` for ILIKE, the pattern's own characters taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export async function listBuyers(db: Db, query: ConsoleBuyersQuery): Promise<ConsoleBuyers> {
  const conditions: SQL[] = [eq(users.role, 'customer')];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.q) {
    const like = likePattern(query.q);
    const match = or(
      ilike(users.email, like),
      ilike(users.organization, like),
      ilike(users.unp, like),
      ilike(users.inn, like),
      ilike(users.phone, like),
      sql`concat_ws(' ', ${users.lastName}, ${users.firstName}, ${users.patronymic}) ilike ${like}`,
      sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${like}`,
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const size = CONSOLE_BUYERS_PAGE_SIZE;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .leftJoin(priceTypes, eq(priceTypes.id, users.priceTypeId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(size)
      .offset((query.page - 1) * size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const link = (page: number) => {
    const q = new URLSearchParams({ page: String(page) });
    if (query.status) q.set('status', query.status);
    if (query.q) q.set('q', query.q);
    return `${consoleBuyers.path}?${q.toString()}`;
  };
  return {
    count: total,
    next: query.page * size < total ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map(toRow),
  };
}

/**
 * The buyer's account row as the audit log and the actions see it; 404 for anyone else. In a
 * transaction the row is locked: two managers blocking at once get one change and one 409.
 */
export async function buyerState(db: Db | Tx, id: number, lock = false) {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      organization: users.organization,
      status: users.status,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Покупатель не найден.');
  return row;
}

export async function loadBuyer(db: Db, id: number): Promise<ConsoleBuyer> {
  const [row] = await db
    .select({
      ...rowColumns,
      activatedAt: users.activatedAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      priceTypeId: users.priceTypeId,
      priceTypeIsBase: priceTypes.isBase,
      priceTypeVat: priceTypes.vatIncluded,
    })
    .from(users)
    .leftJoin(priceTypes, eq(priceTypes.id, users.priceTypeId))
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .limit(1);
  if (!row) throw notFound('Покупатель не найден.');
  const [points, recent] = await Promise.all([
    db
      .select()
      .from(tradePoints)
      .where(eq(tradePoints.userId, id))
      .orderBy(tradePoints.isArchived, tradePoints.title, tradePoints.id),
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
        tradePointTitle: orders.tradePointTitle,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CONSOLE_BUYER_RECENT_ORDERS),
  ]);
  const typed = row.priceTypeId !== null && row.priceTypeName !== null;
  return {
    ...toRow(row),
    first_name: row.firstName,
    last_name: row.lastName,
    patronymic: row.patronymic,
    activated_at: row.activatedAt?.toISOString() ?? null,
    has_password: Boolean(row.hasPassword),
    price_type_id: typed ? row.priceTypeId : null,
    price_type_detail:
      typed && row.priceTypeId !== null
        ? {
            id: row.priceTypeId,
            name: row.priceTypeName ?? '',
            is_base: row.priceTypeIsBase ?? false,
            vat_included: row.priceTypeVat ?? true,
          }
        : null,
    trade_points: points.map((p) => ({
      id: p.id,
      title: p.title,
      address: p.address,
      phone: p.phone,
      is_archived: p.isArchived,
    })),
    recent_orders: recent.map((o) => ({
      id: o.id,
      number: o.number,
      created_at: o.createdAt.toISOString(),
      status: o.status,
      total: Number(o.total).toFixed(2),
      trade_point_title: o.tradePointTitle,
    })),
  };
}
