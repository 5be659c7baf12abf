import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_AUDIT_PAGE_SIZE,
  type ConsoleAudit,
  type ConsoleAuditQuery,
} from '@/lib/api/contract/console-audit';
import { consoleAudit } from '@/lib/api/endpoints/console-audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/content';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The log, newest first, filtered by person, object and days (UTC, both ends inclusive). */
export async function listAudit(db: Db, query: ConsoleAuditQuery): Promise<ConsoleAudit> {
  const conditions: SQL[] = [];
  if (query.user) conditions.push(ilike(auditLog.userEmail, like(query.user)));
  if (query.object_type) conditions.push(eq(auditLog.objectType, query.object_type));
  if (query.object_id) conditions.push(eq(auditLog.objectId, query.object_id));
  if (query.date_from)
    conditions.push(gte(auditLog.createdAt, sql`${query.date_from}::date::timestamptz`));
  if (query.date_to)
    conditions.push(lt(auditLog.createdAt, sql`(${query.date_to}::date + 1)::timestamptz`));
  const where = conditions.length ? and(...conditions) : undefined;
  const size = CONSOLE_AUDIT_PAGE_SIZE;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(size)
      .offset((query.page - 1) * size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const link = (page: number) => {
    const q = new URLSearchParams({ page: String(page) });
    for (const key of ['user', 'object_type', 'object_id', 'date_from', 'date_to'] as const) {
      const value = query[key];
      if (value) q.set(key, value);
    }
    return `${consoleAudit.path}?${q.toString()}`;
  };
  return {
    count: total,
    next: query.page * size < total ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      user_id: r.userId,
      user_email: r.userEmail,
      action: r.action,
      object_type: r.objectType,
      object_id: r.objectId,
      object_title: r.objectTitle,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
  };
}
