import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { allowLongStatements } from '../db/timeouts';

/**
 * The import transaction's settings: the per-row search triggers step aside (migration 0010;
 * the importer writes the same search columns and dictionary counts set-based, below and in
 * goods-sql.ts) and the statement timeout of the web requests does not cut a long import
 * short. Both are local to the transaction.
 */
export async function enterBulkImport(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('vitrina.bulk_import', 'on', true)`);
  await allowLongStatements(tx);
}

/**
 * The search columns of the row `u` (with `c`'s vectors of its category and `v` from
 * `searchParts`), as migration 0005's trigger makes them. Each part is normalised and stemmed
 * once and the stripped vectors are joined: the same lexemes as stemming the joined text
 * (norm only keeps letters and digits; the parts are space-separated either way), without
 * stemming the title three times. The import test compares the result with a full rebuild.
 */
export const searchColumns = sql.raw(`v.title_vector,
  strip(ts_filter(v.title_vector, '{a,d}')) || c.head_category_vector || array_to_tsvector(vitrina_search_measures(u.title)),
  strip(v.title_vector) || c.category_vector || v.description_vector,
  vitrina_article_key(u.article)`);

const stem = (text: string) => `strip(to_tsvector('russian', vitrina_search_norm(${text})))`;

/** A lateral join `v` of the row `u`'s title and description vectors. */
export const searchParts = sql.raw(`cross join lateral (select
  vitrina_product_title_vector(u.title, u.brand) as title_vector,
  ${stem('u.description')} as description_vector) as v`);

/**
 * Each category's path text as vectors, once per batch (not once per row): all its names for
 * the whole document, the names of one kind for the head (migration 0026).
 */
export const categoryVectors = (ids: readonly number[]) =>
  sql`(select t.id, ${sql.raw(stem('t.category_text'))} as category_vector,
         ${sql.raw(stem('vitrina_category_head_text(t.category_text)'))} as head_category_vector
       from vitrina_category_texts(${sql.param([...ids])}::int[]) as t) as c`;

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
