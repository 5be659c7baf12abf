import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import type { Db } from '../db/client';
import { cleanSearchText } from '@/lib/search/search-text';
import { resolveQueries, resolveQuery, type ResolvedQuery } from './resolve';
import { searchSql } from './ts-query';
import { softQuery } from './relax';

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
}

/** The relevance order as one number: level × 4, +2 in stock, + popularity squeezed below 1. */
function combinedRank(level: SQL<number>): SQL<number> {
  const popularity = sql`greatest(${products.popularity}, 0)::float8`;
  return sql<number>`(${level} * 4 + case when ${products.stock} > 0 then 2 else 0 end + ${popularity} / (${popularity} + 1))::float8`;
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
  return { where: parts.where, rank: combinedRank(parts.level), corrected: resolved.corrected };
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
