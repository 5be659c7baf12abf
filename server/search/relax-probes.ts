import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { rawRows } from './raw-rows';
import type { QueryToken } from './resolve';
import { articleMatch } from './ts-query';
import { kindWords, textQuery } from './ts-query-words';
import { loneLetter } from './relax-candidates';

// Soft matching's yes-no questions (relax.ts), each an index probe through a SQL function
// that carries its own planner settings (migrations 0015 and 0018).

/** Some shown product has the words (migration 0015: the full-text index's bitmap, always). */
export const some = (query: string | null): SQL =>
  query ? sql`vitrina_search_some(${query}::tsquery)` : sql`false`;

/** Some shown product's kind is among `kind` (migration 0018). */
export const kindAny = (kind: string | null): SQL =>
  kind ? sql`vitrina_search_kind_any(${kind}::tsquery)` : sql`false`;

/** Some shown product whose kind (its title's type words) is among `kind` has the words. */
export const kindSome = (kind: string, query: string | null): SQL =>
  query ? sql`vitrina_search_kind_some(${kind}::tsquery, ${query}::tsquery)` : sql`false`;

/** The answers to several yes-no questions, in one statement. */
export async function flags(db: Db, conditions: SQL[]): Promise<boolean[]> {
  const [row] = await rawRows<Record<string, boolean>>(
    db,
    sql`select ${sql.join(
      conditions.map((c, i) => sql`${c} as ${sql.identifier(`f${i}`)}`),
      sql`, `,
    )}`,
  );
  return conditions.map((_, i) => row?.[`f${i}`] === true);
}

/**
 * The kinds the words may name, for soft matching. A lone letter names none, though type words
 * begin with it: «изоспан б» took «б» for the kinds «блок», «болт», «бетоконтакт», left
 * «изоспан» out and listed them.
 */
export const namedKinds = (tokens: readonly QueryToken[], prefix = true): string | null =>
  kindWords(
    tokens.filter((t) => !loneLetter(t)),
    prefix,
  );

/** Some shown product of a kind the words name has every word (as typed so far). */
export async function someOfKindHas(db: Db, tokens: readonly QueryToken[]): Promise<boolean> {
  const kind = namedKinds(tokens);
  if (!kind) return false;
  const [ofKind] = await flags(db, [kindSome(kind, textQuery(tokens, true))]);
  return ofKind === true;
}

/** Some shown product has the words in its title, brand or category names. */
export const inHead = (query: string | null): SQL =>
  query ? sql`vitrina_search_head_some(${query}::tsquery)` : sql`false`;

/**
 * The words as they stand, in one statement: found by some product of a kind they name (asked
 * first: the usual answer, and it implies found), found at all, by an article, and, when
 * found only on other kinds, with every word in some title, brand or category. The nested
 * selects (fenced by `offset 0`, so each question is asked once) skip what an answer settles.
 */
export async function askWhole(
  db: Db,
  whole: string | null,
  articleKey: string | null,
  articlePrefix: boolean,
  kind: string | null,
): Promise<{ found: boolean; ofKind: boolean; byArticle: boolean; inHead: boolean }> {
  // As the dropdown ranks them: the article itself, or (for a text with a digit) its beginning.
  const article = articleKey
    ? sql`exists (select 1 from ${products} where ${products.isActive} and ${articleMatch(articleKey, articlePrefix)})`
    : sql`false`;
  const [row] = await rawRows<{
    found: boolean;
    of_kind: boolean;
    by_article: boolean;
    in_head: boolean;
  }>(
    db,
    sql`select found, of_kind, by_article,
        case when found and not of_kind and ${kind !== null} then ${inHead(whole)} else false end as in_head
      from (
        select of_kind, ${article} as by_article,
          case when of_kind then true else ${some(whole)} end as found
        from (select ${kind ? kindSome(kind, whole) : sql`false`} as of_kind offset 0) as k
        offset 0) as f`,
  );
  return {
    found: row?.found === true,
    ofKind: row?.of_kind === true,
    byArticle: row?.by_article === true,
    inHead: row?.in_head === true,
  };
}
