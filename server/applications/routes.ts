import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import type { Application } from '@/lib/api/contract/applications';
import {
  managerActivate,
  managerApplication,
  managerApplications,
  managerReject,
} from '@/lib/api/endpoints/applications';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { siteConfigs } from '../db/schema/content';
import { registrationApplications, users } from '../db/schema/users';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { detail, notFound } from '../http/errors';
import { accountActivatedMail, accountRejectedMail } from '../mail/templates/accounts';

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

async function loadApplication(db: Db, id: number): Promise<Application> {
  const [row] = await baseQuery(db).where(eq(registrationApplications.id, id)).limit(1);
  if (!row) throw notFound('Заявка не найдена.');
  return toApplication(row);
}

/** Moves a pending application on; a second manager deciding at the same moment gets 409. */
async function decide(
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

async function contactLine(db: Db): Promise<string | null> {
  const rows = await db
    .select()
    .from(siteConfigs)
    .where(sql`${siteConfigs.name} in ('HEADER_PHONE', 'HEADER_EMAIL')`);
  const values = rows.map((r) => r.value.trim()).filter(Boolean);
  return values.length ? values.join(', ') : null;
}

export function registerManagerApplicationRoutes(app: Hono<AppEnv>): void {
  bind(app, managerApplications, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    const where =
      query.status === 'all' ? undefined : eq(registrationApplications.status, query.status);
    const [rows, [total], [pending]] = await Promise.all([
      baseQuery(db)
        .where(where)
        .orderBy(desc(registrationApplications.createdAt), desc(registrationApplications.id))
        .limit(PAGE_SIZE)
        .offset((query.page - 1) * PAGE_SIZE),
      db.select({ n: count() }).from(registrationApplications).where(where),
      db
        .select({ n: count() })
        .from(registrationApplications)
        .where(eq(registrationApplications.status, 'pending')),
    ]);
    const n = total?.n ?? 0;
    const link = (page: number) => `/api/manager/applications/?status=${query.status}&page=${page}`;
    return {
      count: n,
      next: query.page * PAGE_SIZE < n ? link(query.page + 1) : null,
      previous: query.page > 1 ? link(query.page - 1) : null,
      results: rows.map(toApplication),
      pending_count: pending?.n ?? 0,
    };
  });

  bind(app, managerApplication, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return loadApplication(db, params.id);
  });

  bind(app, managerActivate, async (c, { params }, manager) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const application = await decide(db, params.id, manager.id, 'approved', null);
    await db
      .update(users)
      .set({ status: 'active', activatedAt: sql`now()` })
      .where(eq(users.id, application.user_id));
    await deps.mailer.send(db, {
      to: application.email,
      ...accountActivatedMail(application.first_name, deps.siteOrigin),
    });
    return loadApplication(db, params.id);
  });

  bind(app, managerReject, async (c, { params, body }, manager) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const application = await decide(db, params.id, manager.id, 'rejected', body.reason);
    // A rejected applicant keeps no session and cannot sign in; the record stays for history.
    await db.update(users).set({ status: 'blocked' }).where(eq(users.id, application.user_id));
    await revokeUserSessions(db, application.user_id);
    await deps.mailer.send(db, {
      to: application.email,
      ...accountRejectedMail(application.first_name, body.reason, await contactLine(db)),
    });
    return loadApplication(db, params.id);
  });
}
