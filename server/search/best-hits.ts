import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { inShownCategory } from '../catalog/hidden-categories';
import { FRESH_PLAN } from '../db/pglite-kept-plans';
import { rawRows } from './raw-rows';
import {
  ARTICLE_LEVEL,
  ARTICLE_PREFIX_LEVEL,
  levelOf,
  textAbove,
  type SearchLevel,
} from './ts-query';

// The best few matches of a search without ranking every match: the header dropdown's eight,
// and the results page's first pages in relevance order (server/catalog/category-listing.ts).

/** How many of the best-selling products the first pass looks through. */
const PROBE_ROWS = 128;
/** How much further a level seen too seldom in the first pass is looked for in that order. */
const WALK_ROWS = 1024;

export type Hit = { id: number; level: number };

/** In stock first, then popular: the order products_search_order_idx keeps. */
const staticOrder = sql`(${products.stock} > 0) desc, ${products.popularity} desc, ${products.id}`;
/** The same order in a form no index provides, so PostgreSQL reads the full-text index instead. */
const sparseOrder = sql`(${products.stock} > 0)::int desc, (${products.popularity} + 0) desc, ${products.id} + 0`;

const active = sql`${products.isActive} and ${inShownCategory}`;

/**
 * A row count written into the statement, not sent as a value: a kept statement's generic
 * plan would take a LIMIT parameter for a tenth of the table, cost itself far above the
 * fresh plans, and never be used (server/db/pglite-kept-plans.ts).
 */
const rows = (n: number): SQL => sql.raw(String(Math.max(0, Math.trunc(n))));

const hits = (db: Db, query: SQL) => rawRows<{ id: number; level: number }>(db, query);

/**
 * The best products and their levels, best level first, `want` at most.
 *
 * Ranking every match of «кирпич» among 100k products by a computed score reads thousands of
 * rows per keystroke. Instead, one statement finds the article matches (an index probe) and
 * the levels of the PROBE_ROWS best-selling products (an index walk): a common level fills the
 * list from there. The levels above the best one the probe saw are rare (none of the best
 * sellers has them), so one statement over their full-text indexes ranks all of them; a level
 * the probe saw too seldom is looked for further down the best sellers, then, if still short,
 * through its own index. Each statement costs more to plan than to run (about a millisecond
 * at 100k), so the fewer, the better.
 */
export async function bestHits(db: Db, levels: SearchLevel[], want: number): Promise<Hit[]> {
  const article = levels.filter((l) => l.level >= ARTICLE_PREFIX_LEVEL);
  const text = levels.filter((l) => l.level < ARTICLE_PREFIX_LEVEL);
  const parts: SQL[] = [];
  if (article.length) {
    const exact = article[0]?.where ?? sql`false`;
    const broadest = article[article.length - 1]?.where ?? sql`false`;
    parts.push(sql`(select ${products.id} as id, case when ${exact} then ${ARTICLE_LEVEL}::int else ${ARTICLE_PREFIX_LEVEL}::int end as level from ${products}
      where ${active} and ${broadest} order by (${exact}) desc, ${sparseOrder} limit ${rows(want)})`);
  }
  if (text.length) {
    // Most of the best sellers match nothing: one test of the broadest level settles them.
    const broadest = text[text.length - 1]?.where ?? sql`false`;
    const narrower = text.slice(0, -1).map((l) => sql`when ${l.where} then ${l.level}`);
    const cases = sql.join(
      [
        sql`when not (${broadest}) then 0`,
        ...narrower,
        sql`else ${text[text.length - 1]?.level ?? 0}`,
      ],
      sql` `,
    );
    parts.push(sql`(select ${products.id} as id, case ${cases} end as level from ${products}
      where ${active} order by ${staticOrder} limit ${rows(PROBE_ROWS)})`);
  }
  const first = parts.length ? await hits(db, sql.join(parts, sql` union all `)) : [];
  const articleHits = first.filter((h) => Number(h.level) >= ARTICLE_PREFIX_LEVEL);
  const probe = first.slice(articleHits.length);
  const exhaustive = probe.length < PROBE_ROWS;
  const limit = want + articleHits.length;

  const taken = new Set<number>();
  const out: Hit[] = [];
  const take = (list: Hit[]) => {
    for (const h of list) {
      if (out.length >= want) return;
      if (taken.has(h.id)) continue;
      taken.add(h.id);
      out.push(h);
    }
  };
  take(articleHits);
  const atLevel = (list: Hit[], level: number) => list.filter((h) => Number(h.level) === level);
  // Levels above the best one a best seller has: rare, ranked together in one statement.
  const seenBest = Math.max(0, ...probe.map((h) => Number(h.level)));
  const above = exhaustive ? null : textAbove(text, seenBest);
  if (above) {
    const rare = text.filter((l) => l.level > seenBest);
    take(
      await hits(
        db,
        sql`${sql.raw(FRESH_PLAN)} select ${products.id} as id, ${levelOf(rare)}::int as level from ${products}
          where ${active} and ${above} order by 2 desc, ${sparseOrder} limit ${rows(limit)}`,
      ),
    );
  }
  for (const l of text.filter((x) => x.level <= seenBest)) {
    if (out.length >= want) break;
    const seen = atLevel(probe, l.level);
    take(seen);
    // The probe saw enough of this level (or every product): its rows are the level's best.
    if (exhaustive || out.length >= want) continue;
    if (seen.length > 0) {
      // Not rare, not common: the level's next rows are likely a little further down the
      // best sellers. Walk on, bounded, in the index's order, and stop once enough are found.
      take(await walk(db, l, want - out.length + articleHits.length));
      if (out.length >= want) continue;
    }
    // Rare: its full-text index holds few rows. Those already taken come first again.
    take(
      await hits(
        db,
        sql`${sql.raw(FRESH_PLAN)} select ${products.id} as id, ${l.level}::int as level from ${products}
          where ${active} and ${l.gate ?? sql`true`} and ${l.exclusive}
          order by ${sparseOrder} limit ${rows(limit)}`,
      ),
    );
  }
  return out;
}

/** Rows of one level among the best sellers after the probe's, WALK_ROWS of them at most. */
function walk(db: Db, l: SearchLevel, limit: number): Promise<Hit[]> {
  return hits(
    db,
    sql`select id, ${l.level}::int as level from (
        select ${products.id} as id, ${products.titleVector} as title_vector, ${products.headVector} as head_vector,
          ${products.searchVector} as search_vector, ${products.articleKey} as article_key
        from ${products} where ${active} order by ${staticOrder} limit ${rows(WALK_ROWS)} offset ${rows(PROBE_ROWS)}
      ) as products where ${l.exclusive} limit ${rows(limit)}`,
  );
}
