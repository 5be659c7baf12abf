import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exchangeSessions } from '../db/schema/exchange';

export type ExchangeKind = 'catalog' | 'sale';

/** What 1C sends back in its Cookie header after checkauth. */
export const EXCHANGE_COOKIE = 'vitrina_exchange';

export interface ExchangeSession {
  id: number;
  kind: ExchangeKind;
  userId: number | null;
  startedAt: Date;
}

/** One uploaded file in the session log. */
export interface LoggedFile {
  name: string;
  size: number;
  chunks: number;
  imported?: boolean;
  /** For an archive: how many files it held. */
  unpacked?: number;
}

// A random token is as strong as a password would be; a fast hash is enough to keep it unusable
// if the table leaks.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openExchangeSession(
  db: Db,
  o: { kind: ExchangeKind; userId: number; ttlS: number },
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(exchangeSessions)
    .values({
      kind: o.kind,
      userId: o.userId,
      tokenHash: hashToken(token),
      status: 'open',
      expiresAt: sql`now() + make_interval(secs => ${o.ttlS})`,
    })
    .returning({ id: exchangeSessions.id });
  if (!row) throw new Error('exchange session not stored');
  return { id: row.id, token };
}

/** The open, unexpired session of the token; each call keeps it alive for another `ttlS`. */
export async function touchExchangeSession(
  db: Db,
  token: string,
  ttlS: number,
): Promise<ExchangeSession | null> {
  const [row] = await db
    .update(exchangeSessions)
    .set({ expiresAt: sql`now() + make_interval(secs => ${ttlS})` })
    .where(
      and(
        eq(exchangeSessions.tokenHash, hashToken(token)),
        gt(exchangeSessions.expiresAt, sql`now()`),
        isNull(exchangeSessions.finishedAt),
      ),
    )
    .returning({
      id: exchangeSessions.id,
      kind: exchangeSessions.kind,
      userId: exchangeSessions.userId,
      startedAt: exchangeSessions.startedAt,
    });
  return row ? { ...row, kind: row.kind as ExchangeKind } : null;
}

export async function sessionFiles(db: Db, id: number): Promise<LoggedFile[]> {
  const [row] = await db
    .select({ files: exchangeSessions.files })
    .from(exchangeSessions)
    .where(eq(exchangeSessions.id, id));
  return (row?.files as LoggedFile[] | undefined) ?? [];
}

/** Updates (or adds) one file of the log; 1C calls one at a time, so read-modify-write holds. */
export async function logFile(
  db: Db,
  id: number,
  name: string,
  change: (file: LoggedFile) => LoggedFile,
): Promise<void> {
  const files = await sessionFiles(db, id);
  const index = files.findIndex((f) => f.name === name);
  const next = change(files[index] ?? { name, size: 0, chunks: 0 });
  if (index >= 0) files[index] = next;
  else files.push(next);
  await db.update(exchangeSessions).set({ files }).where(eq(exchangeSessions.id, id));
}

/** A new init starts the upload over: the file list and import jobs of the session are emptied. */
export async function resetFiles(db: Db, id: number): Promise<void> {
  await db.update(exchangeSessions).set({ files: [], jobs: {} }).where(eq(exchangeSessions.id, id));
}

/** Stats of one imported file, kept under its name. */
export async function logStats(db: Db, id: number, name: string, stats: unknown): Promise<void> {
  await db
    .update(exchangeSessions)
    .set({
      stats: sql`${exchangeSessions.stats} || jsonb_build_object(${name}::text, ${JSON.stringify(stats)}::jsonb)`,
    })
    .where(eq(exchangeSessions.id, id));
}

export async function logError(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(exchangeSessions)
    .set({ status: 'failure', error })
    .where(eq(exchangeSessions.id, id));
}

/** complete: the session ends; its status stays 'failure' when a step failed. */
export async function finishExchangeSession(db: Db, id: number): Promise<void> {
  await db
    .update(exchangeSessions)
    .set({
      finishedAt: sql`now()`,
      status: sql`case when ${exchangeSessions.status} = 'failure' then 'failure' else 'success' end`,
    })
    .where(eq(exchangeSessions.id, id));
}
