import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A raw query's rows; both drivers (node-postgres and PGlite) answer with `rows`. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
