import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * The import transaction's settings: the per-row search triggers step aside (migration 0010;
 * the importer writes the same search columns and dictionary counts set-based, below and in
 * goods-sql.ts) and the statement timeout of the web requests does not cut a long import
 * short. Both are local to the transaction.
 */
export async function enterBulkImport(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('vitrina.bulk_import', 'on', true)`);
  await tx.execute(sql`set local statement_timeout = 0`);
}

/** The search columns of the product `expr` reads, `category_text` being its category's path. */
export const searchColumns = (row: string) =>
  sql.raw(`vitrina_product_title_vector(${row}.title, ${row}.brand),
  vitrina_product_head_vector(${row}.title, ${row}.brand, c.category_text),
  vitrina_product_vector(${row}.title, ${row}.brand, ${row}.description, c.category_text),
  vitrina_article_key(${row}.article)`);

/**
 * The dictionary words of the products `ids`, for a whole batch in one statement: delta 1
 * after their rows were written, -1 before their text changes (the old words out).
 */
export async function addSearchWords(tx: Tx, ids: readonly number[], delta: 1 | -1) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`select vitrina_search_words_add(${sql.param([...ids])}::int[], ${delta}::int)`,
  );
}

/** Search columns and words of rows written one by one with the triggers off (a variant). */
export async function refreshSearch(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`select vitrina_search_refresh(${sql.param([...ids])}::int[])`);
  await addSearchWords(tx, ids, 1);
}
