import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Recomputes every product's search document and the typo dictionary. Triggers keep both
 * current on every insert, update and delete; this is for loads that bypass triggers.
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await db.execute(sql`select vitrina_search_rebuild()`);
}

/**
 * After a bulk load: the dictionary row of a common word is rewritten once per batch of
 * products, and the embedded database has no autovacuum to clear the dead versions. Left
 * there, they make a typo lookup in a 2,000-word table cost tens of milliseconds instead of
 * a fraction of one. Also gathers the planner's statistics. Not inside a transaction.
 */
export async function vacuumSearchIndex(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) search_words`);
  await db.execute(sql`vacuum (analyze) products`);
}
