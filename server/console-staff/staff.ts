import { and, asc, count, eq, inArray, or, sql, type SQL, ilike } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@/lib/account/roles';
import {
  CONSOLE_STAFF_PAGE_SIZE,
  type ConsoleStaff,
  type StaffMember,
} from '@/lib/api/contract/console-staff';
import { consoleStaff } from '@/lib/api/endpoints/console-staff';
import { recordChange } from '../audit/record-change';
import { revokeUserSessions } from '../auth/sessions';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema/users';
import type { AuthUser } from '../http/context';
import { ApiError, detail, notFound } from '../http/errors';

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

type Row = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  status: StaffMember['status'];
  createdAt: Date;
};

const isStaffRow = (r: Row): r is Row & { role: StaffRole } =>
  (STAFF_ROLES as readonly string[]).includes(r.role);

const toMember = (r: Row & { role: StaffRole }, me: AuthUser): StaffMember => ({
  id: r.id,
  email: r.email,
  name: [r.lastName, r.firstName].filter(Boolean).join(' '),
  role: r.role,
  status: r.status,
  created_at: r.createdAt.toISOString(),
  is_self: r.id === me.id,
});

const isStaffAccount = inArray(users.role, [...STAFF_ROLES]);

export async function listStaff(
  db: Db,
  me: AuthUser,
  query: { page: number; q?: string },
): Promise<ConsoleStaff> {
  const conditions: SQL[] = [isStaffAccount];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const match = or(
      ilike(users.email, like),
      sql`concat_ws(' ', ${users.lastName}, ${users.firstName}) ilike ${like}`,
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const size = CONSOLE_STAFF_PAGE_SIZE;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(asc(users.role), asc(users.email))
      .limit(size)
      .offset((query.page - 1) * size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const link = (page: number) => {
    const q = new URLSearchParams({ page: String(page) });
    if (query.q) q.set('q', query.q);
    return `${consoleStaff.path}?${q.toString()}`;
  };
  return {
    count: total,
    next: query.page * size < total ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.filter(isStaffRow).map((r) => toMember(r, me)),
  };
}

async function staffRow(db: Db | Tx, id: number) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), isStaffAccount))
    .limit(1);
  if (!row || !isStaffRow(row)) throw notFound('Сотрудник не найден.');
  return row;
}

export async function loadMember(db: Db, me: AuthUser, id: number): Promise<StaffMember> {
  return toMember(await staffRow(db, id), me);
}

/**
 * Locks the active admins' rows and returns their ids. Two admins demoting each other at once
 * (PostgreSQL, READ COMMITTED) would both count one other admin and leave none; with the rows
 * locked the second waits, then reads the first one's change.
 */
async function lockActiveAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .for('update');
  return rows.map((r) => r.id);
}

const title = (r: Row) => [r.lastName, r.firstName].filter(Boolean).join(' ') || r.email;

/** A new staff account, active, without a password: the person signs in by a code. */
export async function createStaff(
  db: Db,
  me: AuthUser,
  input: { email: string; first_name: string; last_name?: string; role: StaffRole },
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .limit(1);
    if (taken) throw new ApiError(400, { email: ['Учётная запись с таким e-mail уже есть.'] });
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name ?? null,
        role: input.role,
        status: 'active',
        activatedAt: sql`now()`,
      })
      .returning(columns);
    if (!row || !isStaffRow(row)) throw new Error('Сотрудник не создан');
    await recordChange(tx, me, {
      action: 'create',
      objectType: 'staff',
      objectId: row.id,
      objectTitle: title(row),
      before: null,
      after: { email: row.email, name: title(row), role: row.role, status: row.status },
    });
    return toMember(row, me);
  });
}

type StaffChange = { kind: 'status'; to: 'active' | 'blocked' } | { kind: 'role'; to: StaffRole };

/**
 * Blocks, unblocks or changes a role. An admin never blocks or demotes themself, and the last
 * active admin is never blocked nor demoted (checked inside the transaction).
 */
export async function changeStaff(
  db: Db,
  me: AuthUser,
  id: number,
  change: StaffChange,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    // The caller was an admin when the request came in; a parallel change may have ended that.
    if (!admins.includes(me.id))
      throw detail(403, 'У вас недостаточно прав для выполнения данного действия.');
    const row = await staffRow(tx, id);
    const losesAdmin =
      row.role === 'admin' &&
      row.status === 'active' &&
      (change.kind === 'role' ? change.to !== 'admin' : change.to === 'blocked');
    if (id === me.id && losesAdmin) {
      throw detail(
        409,
        change.kind === 'role'
          ? 'Нельзя понизить собственную роль.'
          : 'Нельзя заблокировать собственную учётную запись.',
      );
    }
    if (id === me.id && change.kind === 'status' && change.to === 'blocked')
      throw detail(409, 'Нельзя заблокировать собственную учётную запись.');
    if (losesAdmin && admins.filter((a) => a !== id).length === 0)
      throw detail(
        409,
        'Это последний активный администратор: его нельзя понизить или заблокировать.',
      );
    const field = change.kind;
    if (row[field] === change.to) return toMember(row, me);
    const [updated] = await tx
      .update(users)
      .set(change.kind === 'role' ? { role: change.to } : { status: change.to })
      .where(eq(users.id, id))
      .returning(columns);
    if (!updated || !isStaffRow(updated)) throw new Error('Сотрудник не изменён');
    // A role needs no new login: each request reads it from the database (session-user.ts).
    if (change.kind === 'status' && change.to === 'blocked') await revokeUserSessions(tx, id);
    await recordChange(tx, me, {
      action: change.kind === 'role' ? 'role' : change.to === 'blocked' ? 'block' : 'unblock',
      objectType: 'staff',
      objectId: id,
      objectTitle: title(row),
      before: { [field]: row[field] },
      after: { [field]: change.to },
    });
    return toMember(updated, me);
  });
}
