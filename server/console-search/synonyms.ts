import { and, arrayOverlaps, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  normaliseSynonymTerm,
  type SynonymGroup,
  type SynonymGroupValues,
  type SynonymKind,
} from '@/lib/api/contract/console-search';
import { TEXT_SYNONYM_NOT_FOUND, TEXT_SYNONYM_TERM_TAKEN } from '@/lib/constants';
import type { Db, Tx } from '../db/client';
import { searchSynonyms } from '../db/schema/search';
import { recordChange } from '../audit/record-change';
import { ApiError, notFound, staleVersion } from '../http/errors';
import type { AuthUser } from '../http/context';

type Row = typeof searchSynonyms.$inferSelect;

/** The storefront's cache tag of search results (CACHE_TAGS.search in lib/data/cache.ts). */
export const CACHE_TAG_SEARCH = 'search';
const OBJECT_TYPE = 'search_synonym';

export function toGroup(row: Row): SynonymGroup {
  return {
    id: row.id,
    terms: row.terms,
    kind: row.kind === 'brand' ? 'brand' : 'synonym',
    version: row.version,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** What the audit log keeps: the words and the kind, not the bookkeeping. */
const audited = (g: SynonymGroup) => ({ terms: g.terms, kind: g.kind });
/** How the log and the one-group message name a group: its words. */
const groupTitle = (terms: string[], max = terms.length) =>
  terms.slice(0, max).join(', ') + (terms.length > max ? ', …' : '');

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listSynonyms(
  db: Db,
  query: { page: number; q?: string; kind?: SynonymKind },
  pageSize: number,
) {
  const text = query.q ? normaliseSynonymTerm(query.q) : '';
  const where: SQL | undefined = and(
    text
      ? sql`exists (select 1 from unnest(${searchSynonyms.terms}) as term where term like ${likePattern(text)})`
      : undefined,
    query.kind ? eq(searchSynonyms.kind, query.kind) : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(searchSynonyms)
    .where(where);
  const rows = await db
    .select()
    .from(searchSynonyms)
    .where(where)
    // Last changed first: a group just added or edited is at the top of the first page.
    .orderBy(desc(searchSynonyms.updatedAt), desc(searchSynonyms.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const link = (n: number) => {
    const q = new URLSearchParams({ page: String(n) });
    if (text) q.set('q', text);
    if (query.kind) q.set('kind', query.kind);
    return `?${q.toString()}`;
  };
  return {
    count: total,
    next: query.page * pageSize < total ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map(toGroup),
  };
}

/**
 * Writers queue one behind another (reads go on): the one-group rule reads the other groups,
 * and two saves racing with the same new word would both pass it otherwise.
 */
const lockGroups = (tx: Tx) =>
  tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);

/** A term may belong to one group only: each taken term is refused under its own field. */
async function checkOneGroup(tx: Tx, terms: string[], ownId: number | null) {
  const others = await tx
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .where(
      and(
        arrayOverlaps(searchSynonyms.terms, terms),
        ownId === null ? undefined : ne(searchSynonyms.id, ownId),
      ),
    );
  const errors: Record<string, string[]> = {};
  terms.forEach((term, i) => {
    const holder = others.find((g) => g.terms.includes(term));
    if (holder) errors[`terms.${i}`] = [TEXT_SYNONYM_TERM_TAKEN(term, groupTitle(holder.terms, 6))];
  });
  if (Object.keys(errors).length) throw new ApiError(400, errors);
}

async function groupRow(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).limit(1);
  if (!row) throw notFound(TEXT_SYNONYM_NOT_FOUND);
  return row;
}

export async function createSynonymGroup(db: Db, user: AuthUser, input: SynonymGroupValues) {
  return db.transaction(async (tx) => {
    await lockGroups(tx);
    await checkOneGroup(tx, input.terms, null);
    // updated_at takes its default, now(): the engine sees the new row by count and max(id).
    const [row] = await tx
      .insert(searchSynonyms)
      .values({ terms: input.terms, kind: input.kind })
      .returning();
    const group = toGroup(row as Row);
    await recordChange(tx, user, {
      action: 'create',
      objectType: OBJECT_TYPE,
      objectId: group.id,
      objectTitle: groupTitle(group.terms),
      before: null,
      after: audited(group),
    });
    return group;
  });
}

export async function updateSynonymGroup(
  db: Db,
  user: AuthUser,
  id: number,
  input: SynonymGroupValues & { version: number },
) {
  return db.transaction(async (tx) => {
    await lockGroups(tx);
    const old = toGroup(await groupRow(tx, id));
    if (old.version !== input.version) throw staleVersion();
    await checkOneGroup(tx, input.terms, id);
    // The engine reloads its synonyms when max(updated_at) moves: every save sets it.
    const [row] = await tx
      .update(searchSynonyms)
      .set({
        terms: input.terms,
        kind: input.kind,
        version: old.version + 1,
        updatedAt: sql`now()`,
      })
      .where(and(eq(searchSynonyms.id, id), eq(searchSynonyms.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    const group = toGroup(row);
    await recordChange(tx, user, {
      action: 'update',
      objectType: OBJECT_TYPE,
      objectId: id,
      objectTitle: groupTitle(group.terms),
      before: audited(old),
      after: audited(group),
    });
    return group;
  });
}

export async function deleteSynonymGroup(db: Db, user: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    await lockGroups(tx);
    const old = toGroup(await groupRow(tx, id));
    await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
    await recordChange(tx, user, {
      action: 'delete',
      objectType: OBJECT_TYPE,
      objectId: id,
      objectTitle: groupTitle(old.terms),
      before: audited(old),
      after: null,
    });
  });
}
