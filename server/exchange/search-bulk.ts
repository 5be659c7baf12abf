import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * The import transaction's settings: the per-row search triggers step aside (migration 0010;
 * the importer refreshes the rows it wrote, set-based, below) and the statement timeout of
 * the web requests does not cut a long import short. SET LOCAL: both end with the transaction.
 */
export async function enterBulkImport(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('vitrina.bulk_import', 'on', true)`);
  await tx.execute(sql`set local statement_timeout = 0`);
}

/**
 * The search columns and dictionary words of the products `ids`, as the triggers would have
 * made them, for a whole batch in one statement: delta 1 after rows were written (vectors
 * and words in), -1 before their text changes (the old words out).
 */
export async function refreshSearch(tx: Tx, ids: readonly number[], delta: 1 | -1) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`select vitrina_search_refresh(${sql.param([...ids])}::int[], ${delta}::int)`,
  );
}
