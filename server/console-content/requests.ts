import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConsoleRequest, requestUpdateSchema } from '@/lib/api/contract/console-content';
import { TEXT_REQUEST_NOT_FOUND } from '@/lib/constants';
import type { Db, Tx } from '../db/client';
import { requestForms, requestSubmissions } from '../db/schema/content';
import { recordChange } from '../audit/record-change';
import { notFound } from '../http/errors';
import type { AuthUser } from '../http/context';
import { oneRow } from './one-row';

type Status = ConsoleRequest['status'];

const columns = {
  id: requestSubmissions.id,
  form_title: requestForms.title,
  name: requestSubmissions.name,
  phone: requestSubmissions.phone,
  comment: requestSubmissions.comment,
  createdAt: requestSubmissions.createdAt,
  status: requestSubmissions.status,
  manager_comment: requestSubmissions.managerComment,
};

const select = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(requestSubmissions)
    .innerJoin(requestForms, eq(requestForms.id, requestSubmissions.formId))
    .where(where);

type Row = Awaited<ReturnType<typeof select>>[number];
const toRequest = ({ createdAt, ...r }: Row): ConsoleRequest => ({
  ...r,
  created_at: new Date(createdAt).toISOString(),
});

/** Newest first; a status narrows the list. */
export async function listRequests(db: Db, query: { page: number; status?: Status }, size: number) {
  const where = query.status ? eq(requestSubmissions.status, query.status) : undefined;
  const { total } = await db
    .select({ total: count() })
    .from(requestSubmissions)
    .where(where)
    .then(oneRow);
  const rows = await select(db, where)
    .orderBy(desc(requestSubmissions.createdAt), desc(requestSubmissions.id))
    .limit(size)
    .offset((query.page - 1) * size);
  const link = (n: number) => `?page=${n}${query.status ? `&status=${query.status}` : ''}`;
  return {
    count: total,
    next: query.page * size < total ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map(toRequest),
  };
}

export async function updateRequest(
  db: Db,
  user: AuthUser,
  id: number,
  input: z.output<typeof requestUpdateSchema>,
): Promise<ConsoleRequest> {
  return db.transaction(async (tx) => {
    const [old] = await select(tx, eq(requestSubmissions.id, id));
    if (!old) throw notFound(TEXT_REQUEST_NOT_FOUND);
    await tx
      .update(requestSubmissions)
      .set({ status: input.status, managerComment: input.manager_comment, updatedAt: new Date() })
      .where(and(eq(requestSubmissions.id, id)));
    const row = await select(tx, eq(requestSubmissions.id, id)).then(oneRow);
    await recordChange(tx, user, {
      action: 'update',
      objectType: 'request',
      objectId: id,
      objectTitle: `${old.name}, ${old.phone}`,
      before: { status: old.status, manager_comment: old.manager_comment },
      after: { status: row.status, manager_comment: row.manager_comment },
    });
    return toRequest(row);
  });
}
