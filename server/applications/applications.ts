import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Application, ApplicationStatus } from '@/lib/api/contract/applications';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { siteConfigs } from '../db/schema/content';
import { registrationApplications, users } from '../db/schema/users';
import { detail, notFound } from '../http/errors';

const PAGE_SIZE = 20;
const reviewer = alias(users, 'reviewer');

interface Payload {
  first_name?: string;
  organization?: string;
  email?: string;
  phone?: string;
  company_picked?: boolean;
  inn?: string | null;
  unp?: string | null;
}

const selection = {
  id: registrationApplications.id,
  status: registrationApplications.status,
  createdAt: registrationApplications.createdAt,
  payload: registrationApplications.payload,
  reviewedAt: registrationApplications.reviewedAt,
  comment: registrationApplications.comment,
  userId: users.id,
  userStatus: users.status,
  userEmail: users.email,
  reviewerFirst: reviewer.firstName,
  reviewerLast: reviewer.lastName,
  reviewerEmail: reviewer.email,
};

function baseQuery(db: Db) {
  return db
    .select(selection)
    .from(registrationApplications)
    .innerJoin(users, eq(users.id, registrationApplications.userId))
    .leftJoin(reviewer, eq(reviewer.id, registrationApplications.reviewedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toApplication(r: Row): Application {
  const p = (r.payload ?? {}) as Payload;
  const reviewerName =
    [r.reviewerFirst, r.reviewerLast].filter(Boolean).join(' ') || r.reviewerEmail;
  return {
    id: r.id,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    first_name: p.first_name ?? '',
    organization: p.organization ?? '',
    email: p.email ?? r.userEmail,
    phone: p.phone ?? '',
    company_picked: p.company_picked ?? false,
    inn: p.inn ?? null,
    unp: p.unp ?? null,
    user_id: r.userId,
    user_status: r.userStatus,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    reviewed_by: reviewerName ?? null,
    comment: r.comment,
  };
}

export async function loadApplication(db: Db, id: number): Promise<Application> {
  const [row] = await baseQuery(db).where(eq(registrationApplications.id, id)).limit(1);
  if (!row) throw notFound('Заявка не найдена.');
  return toApplication(row);
}

/** Moves a pending application on; a second manager deciding at the same moment gets 409. */
export async function decide(
  db: Db,
  id: number,
  managerId: number,
  status: 'approved' | 'rejected',
  comment: string | null,
) {
  const current = await loadApplication(db, id);
  const done = await db
    .update(registrationApplications)
    .set({ status, reviewedBy: managerId, reviewedAt: sql`now()`, comment })
    .where(and(eq(registrationApplications.id, id), eq(registrationApplications.status, 'pending')))
    .returning({ id: registrationApplications.id });
  if (done.length === 0) throw detail(409, 'По этой заявке уже принято решение.');
  return current;
}

export async function contactLine(db: Db): Promise<string | null> {
  const rows = await db
    .select()
    .from(siteConfigs)
    .where(sql`${siteConfigs.name} in ('HEADER_PHONE', 'HEADER_EMAIL')`);
  const values = rows.map((r) => r.value.trim()).filter(Boolean);
  return values.length ? values.join(', ') : null;
}

export async function listApplications(db: Db, status: ApplicationStatus | 'all', page: number) {
  const where = status === 'all' ? undefined : eq(registrationApplications.status, status);
  const [rows, [total], [pending]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(registrationApplications.createdAt), desc(registrationApplications.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(registrationApplications).where(where),
    db
      .select({ n: count() })
      .from(registrationApplications)
      .where(eq(registrationApplications.status, 'pending')),
  ]);
  const n = total?.n ?? 0;
  const link = (p: number) => `/api/manager/applications/?status=${status}&page=${p}`;
  return {
    count: n,
    next: page * PAGE_SIZE < n ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows.map(toApplication),
    pending_count: pending?.n ?? 0,
  };
}

export async function activateAccount(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ status: 'active', activatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A rejected applicant keeps no session and cannot sign in; the record stays for history. */
export async function blockAccount(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ status: 'blocked' }).where(eq(users.id, userId));
  await revokeUserSessions(db, userId);
}
