import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Issue #17, defect 9: no query may wait on the database for ever. A stuck statement is
 * cancelled by the server (statement_timeout), a lock wait gives up early (lock_timeout), a
 * server that accepts the connection and never answers is cut by the client (query timeout),
 * and one that never accepts it by the connection timeout.
 */
export interface DbTimeouts {
  statementMs: number;
  lockMs: number;
  connectMs: number;
  /** Client side, for a server that stopped answering altogether; above statementMs. */
  queryMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  statementMs: 10_000,
  lockMs: 2_000,
  connectMs: 2_000,
  queryMs: 12_000,
};

export function dbTimeouts(partial: Partial<DbTimeouts> = {}): DbTimeouts {
  const merged = { ...DEFAULT_DB_TIMEOUTS, ...partial };
  // The client must not cut a statement the server is still allowed to run.
  if (partial.queryMs === undefined) merged.queryMs = merged.statementMs + 2_000;
  return merged;
}

interface PgClientLike {
  connectionParameters?: { query_timeout?: number | false };
}

/**
 * For the 1C import and other long, deliberate work inside one transaction: lifts the server's
 * statement timeout for this transaction only (SET LOCAL) and the client's query timeout for
 * its connection (the pool restores it when the connection is next handed out).
 */
export async function allowLongStatements(tx: Db): Promise<void> {
  await tx.execute(sql`SET LOCAL statement_timeout = 0`);
  const client = (tx as unknown as { session?: { client?: PgClientLike } }).session?.client;
  if (client?.connectionParameters) client.connectionParameters.query_timeout = false;
}
