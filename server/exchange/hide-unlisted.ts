import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { products } from '../db/schema/catalog';
import { exchangeListed } from '../db/schema/exchange';
import { enterBulkImport } from './search-bulk';

const BATCH = 10000;

/** A variant «product#variant» is listed through its product's Ид. */
const baseId = sql`split_part(${products.externalId}, '#', 1)`;

/** УТ 11 package parts: import0_1.xml, offers0_2.xml, or names carrying a GUID. */
export const isPackagePart = (name: string) =>
  /^(import|offers|prices|rests)\d+_\d+/i.test(name) ||
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i.test(name);

/**
 * A full catalogue in one file: the 1C products it no longer lists, and their variants
 * («product#variant»), are hidden (never deleted; a later full catalogue listing them shows them).
 */
export async function hideUnlisted(tx: Tx, listed: ReadonlySet<string>): Promise<number> {
  // An anti-join over the unnested list (hashed): `<> all(array)` compared every product with
  // every listed Ид, 10^10 comparisons for 100,000 goods.
  return hideShown1cWhere(
    tx,
    sql`not exists (select 1 from unnest(${sql.param([...listed])}::text[]) as l(id)
      where l.id = ${baseId})`,
  );
}

/** Hides the shown 1C products that `unlisted` picks; returns how many. */
async function hideShown1cWhere(tx: Tx, unlisted: SQL): Promise<number> {
  const hidden = await tx
    .update(products)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(and(eq(products.source, '1c'), eq(products.isActive, true), unlisted))
    .returning({ id: products.id });
  return hidden.length;
}

/** A package of a full catalogue: remember what it listed until the session ends. */
export async function rememberListed(tx: Tx, sessionId: number, listed: ReadonlySet<string>) {
  const all = [...listed];
  for (let i = 0; i < all.length; i += BATCH) {
    await tx.execute(sql`insert into ${exchangeListed} (session_id, external_id)
      select ${sessionId}::int, unnest(${sql.param(all.slice(i, i + BATCH))}::text[])
      on conflict do nothing`);
  }
}

/** Session end: hide what none of the session's full-catalogue packages listed. */
export async function hideUnlistedInSession(db: Db, sessionId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    await enterBulkImport(tx);
    const [any] = await tx
      .select({ id: exchangeListed.externalId })
      .from(exchangeListed)
      .where(eq(exchangeListed.sessionId, sessionId))
      .limit(1);
    if (!any) return null;
    const hidden = await hideShown1cWhere(
      tx,
      sql`not exists (select 1 from ${exchangeListed} l where l.session_id = ${sessionId}
        and l.external_id = ${baseId})`,
    );
    await tx.delete(exchangeListed).where(eq(exchangeListed.sessionId, sessionId));
    return hidden;
  });
}
