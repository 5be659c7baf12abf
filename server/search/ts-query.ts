import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import { beginsWith } from './begins-with';
import { hasDigit } from './normalize';
import type { ResolvedQuery } from './resolve';
import { kindWords, textQuery, typeQuery } from './ts-query-words';

/** An article-looking text (with a digit) also matches articles that start with it. */
function articlePrefixAllowed(key: string): boolean {
  return key.length >= 3 && hasDigit(key);
}

/**
 * Products found by their article: the key itself, or (an article-looking text) its beginning.
 * The beginning is a range of the pattern index, not LIKE (begins-with.ts): a kept statement's
 * generic plan (server/db/pglite-kept-plans.ts) cannot read a LIKE pattern from a parameter.
 */
export function articleMatch(key: string, prefix = true): SQL {
  return prefix && articlePrefixAllowed(key)
    ? beginsWith(products.articleKey, key)
    : sql`${products.articleKey} = ${key}`;
}

/** One relevance level and the rows it holds. */
export interface SearchLevel {
  level: number;
  /** Rows of this level or a better one of the same kind (text or article). */
  where: SQL;
  /** Rows of exactly this level (a text level's rows minus the better text levels'). */
  exclusive: SQL;
  /**
   * A condition every row of the level meets that an index answers exactly: the type levels'
   * type words (migration 0015), which the title vector's weights cannot give an index.
   */
  gate?: SQL;
  /** Text levels whose rows all meet this level's `where` (itself included): «in the title»
   * holds «whole in the title»; the condition for «any level above k» names only the widest. */
  holds?: number[];
}

interface SearchSql {
  /** Rows that match: every word (as a beginning), or the article. */
  where: SQL;
  /** Best first. */
  levels: SearchLevel[];
  /** The level of the current row as one SQL number (0: no match). */
  level: SQL<number>;
}

type Vector =
  typeof products.titleVector | typeof products.headVector | typeof products.searchVector;
const matches = (vector: Vector, query: string): SQL => sql`${vector} @@ ${query}::tsquery`;

/** Level numbers: exact article, article prefix, then the text levels below. */
export const ARTICLE_LEVEL = 12;
export const ARTICLE_PREFIX_LEVEL = 11;
/** Every word in the title (typed so far), type word or not: a quick order's «named» line. */
export const NAMED_LEVEL = 7;
/** Every word in the title, brand or category names (below: some only in the description). */
export const HEAD_LEVEL = 5;

/**
 * Which text levels' rows each level's `where` holds: the title's words are in the head
 * (title, brand, categories), which is in the whole document; a type-word level is the
 * plain level narrowed; whole words are words typed so far.
 */
const HOLDS: Record<number, number[]> = {
  10: [10],
  9: [9, 10],
  8: [8, 10],
  7: [7, 8, 9, 10],
  6: [6, 9, 10],
  5: [5, 6, 7, 8, 9, 10],
  4: [4, 6, 9, 10],
  3: [3, 4, 5, 6, 7, 8, 9, 10],
};

/**
 * The same when a query word is a purpose («клей для плитки ceresit»): the head leaves out what a
 * title says a product is for (vitrina_title_without_purpose, migration 0026), where the title
 * levels find that word, so the head levels hold no title level. Counting them in, the levels
 * above a best seller's were asked as the head only, which found none of «Клей для плитки
 * Ceresit …», and the dropdown listed glue for insulation.
 */
const HOLDS_WITH_PURPOSE: Record<number, number[]> = { ...HOLDS, 5: [5, 6], 6: [6] };

/**
 * Rows at a text level above `k` (none of `levels` is an article level): the fewest
 * conditions that cover those levels, each with its index gate.
 */
export function textAbove(levels: readonly SearchLevel[], k: number): SQL | null {
  const above = levels.filter((l) => l.level > k);
  const covered = new Set<number>();
  const picked: SQL[] = [];
  // Widest first: a level whose rows an earlier pick holds adds nothing.
  for (const l of [...above].sort((a, b) => (b.holds?.length ?? 0) - (a.holds?.length ?? 0))) {
    if (covered.has(l.level)) continue;
    for (const h of l.holds ?? [l.level]) covered.add(h);
    picked.push(l.gate ? sql`(${l.gate} and ${l.where})` : sql`(${l.where})`);
  }
  return picked.length ? sql`(${sql.join(picked, sql` or `)})` : null;
}

/**
 * Relevance levels a buyer would agree with: 12 exact article, 11 article prefix; then where
 * the words are — every word whole in the title or brand, the same as typed so far, in the
 * title, brand or category names, anywhere (description included) — and, at each place,
 * first the products whose type word is one of the query's words (issue #16: «отрезной диск»
 * lists discs before the grinders whose description mentions a disc). `exclusive` holds only
 * the level's own rows.
 */
export function searchSql(query: ResolvedQuery): SearchSql | null {
  const { tokens, articleKey: key } = query;
  const levels: SearchLevel[] = [];
  if (key)
    levels.push({
      level: ARTICLE_LEVEL,
      where: sql`${products.articleKey} = ${key}`,
      exclusive: sql`${products.articleKey} = ${key}`,
    });
  if (key && articlePrefixAllowed(key) && query.articlePrefix !== false) {
    const prefix = articleMatch(key);
    levels.push({
      level: ARTICLE_PREFIX_LEVEL,
      where: prefix,
      exclusive: sql`${prefix} and ${products.articleKey} <> ${key}`,
    });
  }
  // «труба 20»: whole in the title means 20 of some unit (20 мм), not the 20 of «PN20».
  const exact = textQuery(tokens, false, true, true);
  const typed = textQuery(tokens, true);
  const typedInTitle = textQuery(tokens, true, true);
  if (typed && typedInTitle) {
    const kind = typeQuery(tokens, true);
    const isKind = kind ? matches(products.titleVector, kind) : null;
    // The whole-word level asks for a whole type word; the others take the last word's beginning.
    const wholeKind = typeQuery(tokens, false);
    const isWholeKind = wholeKind ? matches(products.titleVector, wholeKind) : null;
    const gateOf = (prefix: boolean) => {
      const words = kindWords(tokens, prefix);
      return words
        ? sql`vitrina_product_kind_vector(${products.titleVector}) @@ ${words}::tsquery`
        : undefined;
    };
    const gate = gateOf(true);
    const whole = exact ? matches(products.titleVector, exact) : null;
    const inTitle = matches(products.titleVector, typedInTitle);
    const inHead = matches(products.headVector, typed);
    const anywhere = matches(products.searchVector, typed);
    const holds = tokens.some((t) => t.purpose) ? HOLDS_WITH_PURPOSE : HOLDS;
    let better: SQL[] = [];
    const add = (level: number, where: SQL, kindGate?: SQL) => {
      const exclusive = better.length
        ? sql`${where} and not (${sql.join(better, sql` or `)})`
        : where;
      levels.push({ level, where, exclusive, gate: kindGate, holds: holds[level] });
      better = [...better, where];
    };
    // Title levels: whole words with the type word, typed so far with it, then without it.
    if (isWholeKind && whole) add(10, sql`${whole} and ${isWholeKind}`, gateOf(false));
    if (isKind) add(9, sql`${inTitle} and ${isKind}`, gate);
    if (whole) add(8, whole);
    add(7, inTitle);
    if (isKind) add(6, sql`${inHead} and ${isKind}`, gate);
    add(5, inHead);
    if (isKind) add(4, sql`${anywhere} and ${isKind}`, gate);
    add(3, anywhere);
  }
  if (levels.length === 0) return null;
  const articleLevels = levels.filter((l) => l.level >= ARTICLE_PREFIX_LEVEL);
  const textLevels = levels.filter((l) => l.level < ARTICLE_PREFIX_LEVEL);
  // The last text level (anywhere) holds every text match.
  const broadest = [articleLevels[articleLevels.length - 1], textLevels[textLevels.length - 1]]
    .filter((l) => l !== undefined)
    .map((l) => l.where);
  return {
    where: sql`(${sql.join(broadest, sql` or `)})`,
    levels,
    level: levelOf(levels),
  };
}

/** The best of `levels` (best first) a row is at, as one SQL number; 0 when at none. */
export function levelOf(levels: readonly SearchLevel[]): SQL<number> {
  const cases = sql.join(
    levels.map((l) => sql`when ${l.where} then ${l.level}`),
    sql` `,
  );
  return sql<number>`(case ${cases} else 0 end)`;
}
