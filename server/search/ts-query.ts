import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import { hasDigit } from './normalize';
import type { QueryToken, ResolvedQuery } from './resolve';

/** A last word this short is the start of a word, not a word: no stemming, no stop-word list. */
const SHORT_PREFIX = 2;

/** Lexemes and tokens hold only [0-9a-zа-я]: quoting is all the tsquery syntax needs. */
const lexeme = (text: string): string => `'${text}'`;
const either = (terms: string[]): string =>
  terms.length === 1 ? (terms[0] ?? '') : `(${terms.join(' | ')})`;

/**
 * One word of the query. A whole word matches any form of it (its lexemes: «кирпичом» meets
 * «кирпич») or, as a beginning, a longer word («кирпич» → «кирпичный»). A word's beginning
 * («облиц», «смесит») matches as a beginning only: the stem of «смесит» is «смес», which would
 * bring in every dry mix. A number matches whole («50 кг» is not «500»), unless it is the last
 * word, still being typed.
 */
function term(token: QueryToken, last: boolean, prefix: boolean): string {
  const t = token.text;
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
function textQuery(tokens: readonly QueryToken[], prefix: boolean): string | null {
  if (tokens.length === 0) return null;
  if (!prefix && tokens.some((t) => t.partial)) return null;
  return tokens.map((t, i) => term(t, i === tokens.length - 1, prefix)).join(' & ');
}

/** An article-looking text (with a digit) also matches articles that start with it. */
function articlePrefixAllowed(key: string): boolean {
  return key.length >= 3 && hasDigit(key);
}

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One relevance level and the rows it holds. */
export interface SearchLevel {
  level: number;
  /** Rows of this level or a better one of the same kind (text or article). */
  where: SQL;
  /** Rows of exactly this level (a text level's rows minus the better text levels'). */
  exclusive: SQL;
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

/**
 * Relevance levels a buyer would agree with: 6 exact article, 5 article prefix, 4 every word
 * whole in the title or brand, 3 the same as typed so far, 2 in the title, brand or category
 * names, 1 anywhere, description included. `exclusive` holds only the level's own rows.
 */
export function searchSql(query: ResolvedQuery): SearchSql | null {
  const { tokens, articleKey: key } = query;
  const levels: SearchLevel[] = [];
  if (key)
    levels.push({
      level: 6,
      where: sql`${products.articleKey} = ${key}`,
      exclusive: sql`${products.articleKey} = ${key}`,
    });
  if (key && articlePrefixAllowed(key)) {
    const prefix = sql`${products.articleKey} like ${`${likeEscape(key)}%`}`;
    levels.push({
      level: 5,
      where: prefix,
      exclusive: sql`${prefix} and ${products.articleKey} <> ${key}`,
    });
  }
  const exact = textQuery(tokens, false);
  const typed = textQuery(tokens, true);
  if (typed) {
    const inTitle = matches(products.titleVector, typed);
    const inHead = matches(products.headVector, typed);
    if (exact) {
      const whole = matches(products.titleVector, exact);
      levels.push({ level: 4, where: whole, exclusive: whole });
      levels.push({ level: 3, where: inTitle, exclusive: sql`${inTitle} and not (${whole})` });
    } else {
      levels.push({ level: 3, where: inTitle, exclusive: inTitle });
    }
    levels.push({ level: 2, where: inHead, exclusive: sql`${inHead} and not (${inTitle})` });
    const anywhere = matches(products.searchVector, typed);
    levels.push({ level: 1, where: anywhere, exclusive: sql`${anywhere} and not (${inHead})` });
  }
  if (levels.length === 0) return null;
  const articleLevels = levels.filter((l) => l.level >= 5);
  const broadest = [
    articleLevels[articleLevels.length - 1],
    levels.find((l) => l.level === 1),
  ].filter((l) => l !== undefined);
  const cases = sql.join(
    levels.map((l) => sql`when ${l.where} then ${l.level}`),
    sql` `,
  );
  return {
    where: sql`(${sql.join(
      broadest.map((l) => l.where),
      sql` or `,
    )})`,
    levels,
    level: sql<number>`(case ${cases} else 0 end)`,
  };
}
