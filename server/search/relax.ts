import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { inShownCategory } from '../catalog/hidden-categories';
import { hasDigit } from './normalize';
import { rawRows } from './raw-rows';
import type { QueryToken, ResolvedQuery } from './resolve';
import { textQuery } from './ts-query';

export interface SoftQuery {
  resolved: ResolvedQuery;
  /** Words of the query no product has together with the rest: left out, and said so. */
  ignored: string[];
}

const active = sql`${products.isActive} and ${inShownCategory}`;
const some = (query: string | null): SQL =>
  query
    ? sql`exists (select 1 from ${products} where ${active} and ${products.searchVector} @@ ${query}::tsquery)`
    : sql`false`;

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

/**
 * Which word to leave out first when no product has them all: a purpose («для болгарки»),
 * then a size (tried as the bare number first: «автомат 16а» lists C16 breakers), then the
 * last word that is not the query's type word (its first plain word).
 */
function leaveOut(tokens: QueryToken[]): QueryToken[] | null {
  const purpose = tokens.findIndex((t) => t.purpose);
  if (purpose >= 0) return tokens.filter((_, i) => i !== purpose);
  const measure = tokens.findIndex((t) => t.measure);
  const m = tokens[measure];
  if (m?.measure) {
    const bare = {
      ...m,
      measure: undefined,
      text: m.measure.numbers.join(' '),
      forms: m.measure.numbers,
    };
    return [
      ...tokens.slice(0, measure),
      ...m.measure.numbers.map((n) => ({ ...bare, text: n, forms: [n] })),
      ...tokens.slice(measure + 1),
    ];
  }
  const type = tokens.findIndex((t) => !hasDigit(t.text));
  for (let i = tokens.length - 1; i >= 0; i--)
    if (i !== type) return tokens.filter((_, j) => j !== i);
  return null;
}

/**
 * Issue #16, soft matching: a word too many must not empty the page. When no product holds
 * every word, the words no product has at all go first (they are reported), then the least
 * telling ones, one at a time, until something is found. A query that finds products as it
 * stands costs one extra index probe.
 */
export async function softQuery(db: Db, resolved: ResolvedQuery): Promise<SoftQuery> {
  const { tokens, articleKey } = resolved;
  if (tokens.length < 2) return { resolved, ignored: [] };
  const article = articleKey
    ? sql`exists (select 1 from ${products} where ${products.articleKey} = ${articleKey})`
    : sql`false`;
  const [whole, byArticle] = await flags(db, [some(textQuery(tokens, true)), article]);
  if (whole || byArticle) return { resolved, ignored: [] };

  const alone = await flags(
    db,
    tokens.map((t, i) => some(textQuery([t], i === tokens.length - 1))),
  );
  let kept = tokens.filter((_, i) => alone[i]);
  for (let step = 0; kept.length > 1 && step < 8; step++) {
    const [found] = await flags(db, [some(textQuery(kept, true))]);
    if (found) break;
    kept = leaveOut(kept) ?? kept;
  }
  if (kept.length === 0) return { resolved, ignored: [] };
  const used = new Set(kept.map((t) => t.text));
  const ignored = tokens
    .filter((t) => !used.has(t.text) && !(t.measure && t.measure.numbers.every((n) => used.has(n))))
    .map((t) => t.text);
  return { resolved: { ...resolved, tokens: kept }, ignored };
}
