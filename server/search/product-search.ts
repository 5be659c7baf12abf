import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import type { Db } from '../db/client';
import { cleanSearchText } from '@/lib/search/search-text';
import { resolveQueries, resolveQuery, type ResolvedQuery } from './resolve';
import { ARTICLE_PREFIX_LEVEL, HEAD_LEVEL, searchSql, type SearchLevel } from './ts-query';
import { softAfter, softQuery, type FoundAsTyped } from './relax';

export interface SearchCondition {
  /** Rows that match the text. */
  where: SQL;
  /**
   * Higher is better; listings order by it when no other sort is asked: the relevance level
   * (exact article, article prefix, title, category, description) first, then in stock
   * ahead of out of stock, then popularity — the order of the header dropdown.
   */
  rank: SQL<number>;
  /** The text as the engine understood it, when it corrected a layout, spelling or translit. */
  corrected: string | null;
  /**
   * Aggregates over matches whose `rank` column is this condition's rank: what they tell about
   * the words as they stand (`found`: `FoundAsTyped` as JSON), so soft matching need not ask
   * the indexes, and whether the words stand as typed (`stands`: what `softAfter` decides
   * from `found` without asking anything more).
   */
  asTyped: (rank: SQL) => { found: SQL; stands: SQL };
  /** The relevance levels, best first: the best few can be found without ranking every match. */
  levels: SearchLevel[];
}

/** The relevance order as one number: level × 4, +2 in stock, + popularity squeezed below 1. */
function combinedRank(level: SQL<number>): SQL<number> {
  const popularity = sql`greatest(${products.popularity}, 0)::float8`;
  return sql<number>`(${level} * 4 + case when ${products.stock} > 0 then 2 else 0 end + ${popularity} / (${popularity} + 1))::float8`;
}

/** The level back from `combinedRank`'s number (what it adds to level × 4 stays below 4). */
const levelOfRank = (rank: SQL): SQL<number> => sql<number>`floor(${rank} / 4)::int`;

/**
 * `FoundAsTyped` over the matches, from their levels (the kind levels: `kind`, none when the
 * query names no kind), and the part of `softAfter`'s decision it settles.
 */
function asTypedAggregates(rank: SQL, kind: number[]): { found: SQL; stands: SQL } {
  const level = levelOfRank(rank);
  const any = (condition: SQL) => sql`coalesce(bool_or(${condition}), false)`;
  const found = any(sql`${level} between 1 and ${ARTICLE_PREFIX_LEVEL - 1}`);
  const ofKind = kind.length
    ? any(
        sql`${level} in (${sql.join(
          kind.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      )
    : sql`false`;
  const byArticle = any(sql`${level} >= ${ARTICLE_PREFIX_LEVEL}`);
  return {
    found: sql`json_build_object('found', ${found}, 'ofKind', ${ofKind}, 'byArticle', ${byArticle},
      'inHead', ${any(sql`${level} between ${HEAD_LEVEL} and ${ARTICLE_PREFIX_LEVEL - 1}`)})`,
    stands: sql`(${byArticle} or (${found} and (${ofKind} or ${kind.length === 0})))`,
  };
}

export async function resolveSearch(
  db: Db,
  text: string,
): Promise<{ clean: string; resolved: ResolvedQuery; ignored: string[] } | null> {
  const clean = cleanSearchText(text);
  if (!clean) return null;
  const soft = await softQuery(db, await resolveQuery(db, clean));
  return { clean, ...soft };
}

/**
 * Turns a buyer's search text into a condition and a rank for product listings
 * (`/api/category/?query=`): morphology, prefixes, typos, keyboard layout, transliteration
 * and articles, as the dropdown does. Null when there is nothing to search.
 */
export async function productSearchCondition(
  db: Db,
  text: string,
): Promise<SearchCondition | null> {
  const search = await resolveSearch(db, text);
  if (!search) return null;
  return conditionOf(search.resolved);
}

function conditionOf(resolved: ResolvedQuery): SearchCondition | null {
  const parts = searchSql(resolved);
  if (!parts) return null;
  // The kind levels are those the kind index gates (ts-query.ts).
  const kind = parts.levels.filter((l) => l.gate !== undefined).map((l) => l.level);
  return {
    where: parts.where,
    rank: combinedRank(parts.level),
    corrected: resolved.corrected,
    asTyped: (rank) => asTypedAggregates(rank, kind),
    levels: parts.levels,
  };
}

/**
 * The results page over the whole catalogue (issue #16): `pass` lists the matches of the words
 * as they stand and, asked to, says what they found; soft matching decides from that, and only
 * a query it narrows is listed again. A query that stands costs no probe of the indexes.
 */
export async function searchWithPass<T extends { found?: FoundAsTyped; complete: boolean }>(
  db: Db,
  text: string,
  pass: (condition: SearchCondition, askFound: boolean) => Promise<T>,
): Promise<T | null> {
  const clean = cleanSearchText(text);
  if (!clean) return null;
  const resolved = await resolveQuery(db, clean);
  const condition = conditionOf(resolved);
  if (!condition) return null;
  const askFound = resolved.tokens.length > 1;
  const listed = await pass(condition, askFound);
  if (!askFound || !listed.found) return listed;
  const soft = await softAfter(db, resolved, listed.found);
  if (soft.resolved === resolved)
    // The pass settles most of softAfter's decision; what it leaves to it may still stand.
    return listed.complete ? listed : pass(condition, false);
  return pass(conditionOf(soft.resolved) ?? condition, false);
}

/**
 * `productSearchCondition` for many texts at once (a quick order's names): the dictionary is
 * asked about all their words together, so hundreds of texts cost a few statements, not two each.
 */
export async function productSearchConditions(
  db: Db,
  texts: readonly string[],
): Promise<(SearchCondition | null)[]> {
  const clean = texts.map(cleanSearchText);
  const asked = [...new Set(clean.filter(Boolean))];
  const resolved = await resolveQueries(db, asked);
  const byText = new Map(asked.map((t, i) => [t, resolved[i]]));
  return clean.map((t) => {
    const r = t ? byText.get(t) : undefined;
    return r ? conditionOf(r) : null;
  });
}
