import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ExchangeLog, ExchangeSession } from '@/lib/api/contract/exchange';
import { DEFAULT_PAGE_SIZE } from '@/lib/api/contract/common';
import type { Db } from '../db/client';
import { exchangeSessions } from '../db/schema/exchange';
import { users } from '../db/schema/users';

/** A session 1C left open past its expiry: the exchange broke off, and the log says so. */
export const TEXT_SESSION_ABANDONED = 'Обмен прерван: 1С не завершила сеанс.';

const columns = {
  id: exchangeSessions.id,
  kind: exchangeSessions.kind,
  status: exchangeSessions.status,
  startedAt: exchangeSessions.startedAt,
  expiresAt: exchangeSessions.expiresAt,
  finishedAt: exchangeSessions.finishedAt,
  files: exchangeSessions.files,
  stats: exchangeSessions.stats,
  error: exchangeSessions.error,
  email: users.email,
};

type Row = {
  id: number;
  kind: string;
  status: string;
  startedAt: Date;
  expiresAt: Date;
  finishedAt: Date | null;
  files: unknown[];
  stats: Record<string, unknown>;
  error: string | null;
  email: string | null;
};

const countOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The sum of the counts present; null when none is. */
function sumOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? present.reduce((a, b) => a + b, 0) : null;
}

/**
 * What the exchange changed. The protocol logs each file's result under its name
 * (`{"import.xml": ImportStats, "offers.xml": …}`; a sale file `{updated}`), so the counts are
 * summed over the files: products created, products and offers updated, products hidden. Flat
 * `added/updated/hidden` at the top level are read too.
 */
function statsOf(stats: Record<string, unknown>): ExchangeSession['stats'] {
  const entries = [stats, ...Object.values(stats).filter(isRecord)];
  return {
    added: sumOf(entries.flatMap((e) => [countOf(e.added), countOf(e.productsCreated)])),
    updated: sumOf(
      entries.flatMap((e) => [
        countOf(e.updated),
        countOf(e.productsUpdated),
        countOf(e.offersUpdated),
      ]),
    ),
    hidden: sumOf(entries.flatMap((e) => [countOf(e.hidden), countOf(e.productsHidden)])),
  };
}

/** Files as received: `{name, size}` objects (a bare name is accepted too). */
function filesOf(files: unknown[]): ExchangeSession['files'] {
  return files.flatMap((f) => {
    if (typeof f === 'string') return [{ name: f, size: null }];
    if (f && typeof f === 'object' && typeof (f as { name?: unknown }).name === 'string') {
      const { name, size } = f as { name: string; size?: unknown };
      return [{ name, size: countOf(size) }];
    }
    return [];
  });
}

function toSession(row: Row, now: Date): ExchangeSession {
  const abandoned = row.status === 'open' && row.expiresAt < now;
  const status = abandoned
    ? 'failure'
    : row.status === 'success' || row.status === 'failure'
      ? row.status
      : 'open';
  return {
    id: row.id,
    kind: row.kind === 'sale' ? 'sale' : 'catalog',
    status,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    duration_s: row.finishedAt
      ? Math.max(0, Math.floor((row.finishedAt.getTime() - row.startedAt.getTime()) / 1000))
      : null,
    files: filesOf(Array.isArray(row.files) ? row.files : []),
    stats: statsOf(isRecord(row.stats) ? row.stats : {}),
    error: row.error ?? (abandoned ? TEXT_SESSION_ABANDONED : null),
    user_email: row.email,
  };
}

function sessions(db: Db) {
  return db
    .select(columns)
    .from(exchangeSessions)
    .leftJoin(users, eq(users.id, exchangeSessions.userId));
}

const newestFirst = [desc(exchangeSessions.startedAt), desc(exchangeSessions.id)];

async function latest(db: Db, where: SQL | undefined, now: Date): Promise<ExchangeSession | null> {
  const [row] = await sessions(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(1);
  return row ? toSession(row, now) : null;
}

/** GET /api/manager/exchange/: every session, newest first, with the latest results on top. */
export async function exchangeLog(
  db: Db,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<ExchangeLog> {
  const success = (kind: ExchangeSession['kind']) =>
    and(eq(exchangeSessions.kind, kind), eq(exchangeSessions.status, 'success'));
  // An open session past its expiry counts as a failure, as the list shows it.
  const failed = sql`(${exchangeSessions.status} = 'failure' or (${exchangeSessions.status} = 'open' and ${exchangeSessions.expiresAt} < ${now.toISOString()}))`;
  const [rows, [total], lastError, lastCatalog, lastSale] = await Promise.all([
    sessions(db)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(exchangeSessions),
    latest(db, failed, now),
    latest(db, success('catalog'), now),
    latest(db, success('sale'), now),
  ]);
  const n = total?.n ?? 0;
  const link = (p: number) =>
    `/api/manager/exchange/?page=${p}${pageSize === DEFAULT_PAGE_SIZE ? '' : `&pageSize=${pageSize}`}`;
  return {
    count: n,
    next: page * pageSize < n ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows.map((r) => toSession(r, now)),
    last_error: lastError,
    last_catalog_success: lastCatalog,
    last_sale_success: lastSale,
  };
}
