import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import { MEASURE_UNITS, hasDigit } from './normalize';
import type { QueryToken, ResolvedQuery } from './resolve';

/** A last word this short is the start of a word, not a word: no stemming, no stop-word list. */
const SHORT_PREFIX = 2;

/** Lexemes and tokens hold only [0-9a-zа-я]: quoting is all the tsquery syntax needs. */
const lexeme = (text: string): string => `'${text}'`;
const either = (terms: string[]): string =>
  terms.length === 1 ? (terms[0] ?? '') : `(${[...new Set(terms)].join(' | ')})`;
const allOf = (terms: string[]): string =>
  terms.length === 1 ? (terms[0] ?? '') : `(${terms.join(' & ')})`;

/**
 * Issue #16: a query word found among a title's type words (weight A: «гвозди» in «Гвозди
 * строительные», not in «Дюбель-гвоздь») names the product's kind. Purpose words («для
 * болгарки») and measures do not.
 */
function typeQuery(tokens: readonly QueryToken[], prefix: boolean, weight = 'A'): string | null {
  const last = tokens.length - 1;
  const parts = tokens.flatMap((token, i) => {
    if (token.purpose || token.measure || hasDigit(token.text)) return [];
    const lexemes = token.alternatives
      ? token.alternatives.flatMap((alt) => alt[0] ?? [])
      : token.forms;
    const out = lexemes.map((l) => (weight ? `${lexeme(l)}:${weight}` : lexeme(l)));
    if (prefix && i === last && !token.alternatives) out.push(`${lexeme(token.text)}:*${weight}`);
    return out;
  });
  return parts.length ? either(parts) : null;
}

/** The query's words that may name a product's kind, for the kind index (migration 0015). */
export const kindWords = (tokens: readonly QueryToken[], prefix: boolean): string | null =>
  typeQuery(tokens, prefix, '');

/** A bare number read as a size: any unit but a count of pieces (a pack of 100 is not 100 mm). */
const SIZE_UNITS = MEASURE_UNITS.split('|').filter((u) => u !== 'шт');

/**
 * One word of the query. A whole word matches any form of it (its lexemes: «кирпичом» meets
 * «кирпич») or, as a beginning, a longer word («кирпич» → «кирпичный»). A word's beginning
 * («облиц», «смесит») matches as a beginning only: the stem of «смесит» is «смес», which would
 * bring in every dry mix. A number matches whole («50 кг» is not «500»), unless it is the last
 * word, still being typed. `asSize` (a number typed on its own, on the whole-word levels) is a
 * size of any unit (the index's measure lexemes: «20» → 20мм, 20кг, …).
 */
function term(token: QueryToken, last: boolean, prefix: boolean, asSize: boolean): string {
  const t = token.text;
  if (asSize) return either(SIZE_UNITS.map((u) => lexeme(t + u)));
  // «минвата 100 м» on the way to «100 мм»: a size typed last may still grow its unit.
  if (token.measure) {
    const open = (prefix && last) || token.measure.unitless === true;
    return allOf(token.measure.lexemes.map((l) => (open ? `${lexeme(l)}:*` : lexeme(l))));
  }
  if (token.alternatives) {
    const alts = token.alternatives.map((alt) => allOf(alt.map((w) => either(w.map(lexeme)))));
    // Still being typed, «шуруп» may be the start of «шуруповерт» as well as a synonym; a
    // word's beginning («руко», also the brand «ruko») is one wherever it stands.
    if (((prefix && last) || token.partial) && !t.includes(' ')) alts.push(`${lexeme(t)}:*`);
    return either(alts);
  }
  if (hasDigit(t)) return prefix && last ? `${lexeme(t)}:*` : lexeme(t);
  const forms = token.forms.map(lexeme);
  if (!prefix) return either(forms);
  if (token.partial || (last && t.length <= SHORT_PREFIX)) return `${lexeme(t)}:*`;
  return either([...forms.filter((f) => f !== lexeme(t)), `${lexeme(t)}:*`]);
}

/**
 * The tsquery (as text) requiring every word. Prefix form: as the buyer types (see `term`).
 * Exact form: every word whole, as typed or another form of it; null when a word is only begun.
 * The lexemes come from the database's own dictionaries (resolveQuery), so the text is the
 * query `to_tsquery('russian', …)` would build, and it is sent as a constant.
 */
export function textQuery(
  tokens: readonly QueryToken[],
  prefix: boolean,
  title = false,
  bareAsSize = false,
): string | null {
  if (tokens.length === 0) return null;
  if (!prefix && tokens.some((t) => t.partial)) return null;
  const onlyNumbers = tokens.every((t) => t.measure || hasDigit(t.text));
  return tokens
    .map((t, i) => {
      const size = bareAsSize && t.bare === true;
      const one = term(t, !onlyNumbers && i === tokens.length - 1, prefix && !onlyNumbers, size);
      return title && !t.purpose && !t.measure && !size ? notForPurpose(one) : one;
    })
    .join(' & ');
}

/**
 * In the title vector, weight C marks what the product is for («Клей для минеральной ваты»):
 * a query word other than a purpose of its own must be found among the other title words.
 */
const notForPurpose = (query: string): string =>
  query.replace(
    /'([^']*)'(:\*)?/g,
    (_, word: string, star?: string) => `'${word}':${star ? '*' : ''}ABD`,
  );

/** An article-looking text (with a digit) also matches articles that start with it. */
function articlePrefixAllowed(key: string): boolean {
  return key.length >= 3 && hasDigit(key);
}

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Products found by their article: the key itself, or (an article-looking text) its beginning. */
export function articleMatch(key: string): SQL {
  return articlePrefixAllowed(key)
    ? sql`${products.articleKey} like ${`${likeEscape(key)}%`}`
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
  if (key && articlePrefixAllowed(key)) {
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
    let better: SQL[] = [];
    const add = (level: number, where: SQL, kindGate?: SQL) => {
      const exclusive = better.length
        ? sql`${where} and not (${sql.join(better, sql` or `)})`
        : where;
      levels.push({ level, where, exclusive, gate: kindGate, holds: HOLDS[level] });
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
