import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { hasDigit } from './normalize';
import { rawRows } from './raw-rows';
import type { QueryToken, ResolvedQuery } from './resolve';
import { textQuery } from './ts-query';

export interface SoftQuery {
  resolved: ResolvedQuery;
  /** Words of the query no product has together with the rest: left out, and said so. */
  ignored: string[];
}

/** Some shown product has the words (migration 0015: the full-text index's bitmap, always). */
const some = (query: string | null): SQL =>
  query ? sql`vitrina_search_some(${query}::tsquery)` : sql`false`;

/** The answers to several yes-no questions, in one statement. */
async function flags(db: Db, conditions: SQL[]): Promise<boolean[]> {
  const [row] = await rawRows<Record<string, boolean>>(
    db,
    sql`select ${sql.join(
      conditions.map((c, i) => sql`${c} as ${sql.identifier(`f${i}`)}`),
      sql`, `,
    )}`,
  );
  return conditions.map((_, i) => row?.[`f${i}`] === true);
}

const bareNumbers = (t: QueryToken): QueryToken[] =>
  (t.measure?.numbers ?? []).map((n) => ({ text: n, forms: [n], partial: false }));

/**
 * Which word to leave out first when no product has them all: a word no title, brand or
 * category has («морозостойкий»), from the end; then a purpose («для болгарки»); then a size,
 * as its bare number first; then the last word that is not the query's type word (its first
 * plain word).
 */
function leaveOut(tokens: QueryToken[], named: Set<string>): QueryToken[] | null {
  const without = (i: number) => tokens.filter((_, j) => j !== i);
  for (let i = tokens.length - 1; i > 0; i--) {
    const t = tokens[i];
    if (t && !t.measure && !named.has(t.text)) return without(i);
  }
  const purpose = tokens.findIndex((t) => t.purpose);
  if (purpose >= 0) return without(purpose);
  const measure = tokens.findIndex((t) => t.measure);
  const m = tokens[measure];
  if (m) return [...tokens.slice(0, measure), ...bareNumbers(m), ...tokens.slice(measure + 1)];
  const type = tokens.findIndex((t) => !hasDigit(t.text));
  for (let i = tokens.length - 1; i >= 0; i--) if (i !== type) return without(i);
  return null;
}

/** How many words may be left out, one at a time, before the search gives up narrowing. */
const MAX_LEFT_OUT = 8;

/**
 * The first of `kept`, `kept` less one word, less two, … (as `leaveOut` drops them) that some
 * product has, else the last tried. Which word goes next never depends on what was found, so
 * every candidate is asked in one statement: a statement costs about a millisecond to plan,
 * an index probe far less (issue #16, the dropdown's soft path).
 */
async function firstFound(
  db: Db,
  kept: QueryToken[],
  named: Set<string>,
  /** `kept` itself is known to find nothing. */
  keptFindsNothing: boolean,
): Promise<QueryToken[]> {
  const candidates = [kept];
  for (let current = kept; current.length > 1 && candidates.length <= MAX_LEFT_OUT;) {
    const next = leaveOut(current, named);
    if (!next) break;
    candidates.push(next);
    current = next;
  }
  const asked = candidates
    .slice(0, MAX_LEFT_OUT)
    .filter((c, i) => c.length > 1 && !(i === 0 && keptFindsNothing));
  const found = asked.length
    ? await flags(
        db,
        asked.map((c) => some(textQuery(c, true))),
      )
    : [];
  return asked[found.indexOf(true)] ?? candidates[candidates.length - 1] ?? kept;
}

const inHead = (query: string | null): SQL =>
  query ? sql`vitrina_search_head_some(${query}::tsquery)` : sql`false`;

/**
 * Issue #16, soft matching: a word too many must not empty the page. When no product holds
 * every word, a size no title has is tried as its bare number («автомат 16а» lists the C16
 * breakers), words no product has at all are left out, then the least telling ones, one at a
 * time, until something is found; the words left out are reported. A query that finds
 * products as it stands costs one extra index probe.
 */
export async function softQuery(
  db: Db,
  resolved: ResolvedQuery,
  /** The caller searched the words as they stand and found nothing: skip that probe. */
  known?: { foundNothing: true },
): Promise<SoftQuery> {
  const { tokens, articleKey } = resolved;
  if (tokens.length < 2) return { resolved, ignored: [] };
  if (!known?.foundNothing) {
    const article = articleKey
      ? sql`exists (select 1 from ${products} where ${products.articleKey} = ${articleKey})`
      : sql`false`;
    const [whole, byArticle] = await flags(db, [some(textQuery(tokens, true)), article]);
    if (whole || byArticle) return { resolved, ignored: [] };
  }

  const last = tokens.length - 1;
  const one = (t: QueryToken[], i: number) => textQuery(t, i === last);
  const probes = await flags(db, [
    ...tokens.map((t, i) => some(one([t], i))),
    ...tokens.map((t, i) => inHead(one([t], i))),
    ...tokens.map((t, i) => (t.measure ? some(one(bareNumbers(t), i)) : sql`false`)),
  ]);
  const n = tokens.length;
  const named = new Set(tokens.filter((_, i) => probes[n + i]).map((t) => t.text));
  let kept = tokens.flatMap((t, i) => {
    if (probes[i]) return [t];
    return probes[2 * n + i] ? bareNumbers(t) : [];
  });
  // Every word found alone keeps `kept` equal to the words as they stand, which the caller
  // already knows find nothing together: not asked again.
  const askedBefore = known?.foundNothing === true && tokens.every((_, i) => probes[i]);
  kept = await firstFound(db, kept, named, askedBefore);
  if (kept.length === 0) return { resolved, ignored: [] };
  const used = new Set(kept.map((t) => t.text));
  const ignored = tokens
    .filter((t) => !used.has(t.text) && !(t.measure && t.measure.numbers.every((x) => used.has(x))))
    .map((t) => t.text);
  return { resolved: { ...resolved, tokens: kept }, ignored };
}
