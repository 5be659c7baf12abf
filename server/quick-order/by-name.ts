import 'server-only';
import { sql } from 'drizzle-orm';
import { QUICK_ORDER_MAX_CANDIDATES } from '@/lib/api/contract/quick-order';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { inShownCategory } from '../catalog/hidden-categories';
import { productSearchConditions, type SearchCondition } from '../search/product-search';
import { rawRows } from '../search/raw-rows';
import type { ProductRow } from './product-row';

/** Best products for a name through the shop's search, and each one's relevance level. */
export interface NameHits {
  rows: ProductRow[];
  levels: number[];
}

/** The relevance level packed into the search rank (level × 4 + at most 3). */
const levelOf = (rank: number) => Math.floor(rank / 4);

/** «30кг» as the catalogue writes it, «30 кг»: a spreadsheet glues the unit to the number. */
const gluedUnit = (text: string) =>
  text.replace(/(\d)(кг|г|т|л|мл|мм|см|м|м2|м3|шт)(?![а-яёa-z])/gi, '$1 $2');

/**
 * Names per statement: one round trip for a hundred searches instead of a hundred; each part
 * keeps its own plan (its own indexes and LIMIT), so the statement costs what its parts do.
 */
const NAMES_PER_STATEMENT = 100;

type Hit = ProductRow & { n: number; rank: number };

/** One name's best candidates, as `productSearchCondition`'s listings order them. */
function candidates(n: number, c: SearchCondition) {
  const p = products;
  return sql`(select ${n}::int as n, ${p.id} as id, ${p.title} as title, ${p.article} as article,
      ${p.articleKey} as "articleKey", ${p.slug} as slug, ${p.unit} as unit,
      ${p.price}::text as price, ${p.stock} as stock, ${p.minQty} as "minQty",
      ${p.packQty} as "packQty", ${p.isActive} as "isActive", ${c.rank} as rank
    from ${p} where ${p.isActive} and ${inShownCategory} and ${c.where}
    order by ${c.rank} desc, ${p.id} limit ${QUICK_ORDER_MAX_CANDIDATES})`;
}

/**
 * Every distinct name searched at once: the search's dictionary is asked about all words of
 * all names together, then the candidate queries go a hundred to a statement.
 */
export async function searchNames(db: Db, texts: string[]): Promise<Map<string, NameHits>> {
  const conditions = await productSearchConditions(db, texts.map(gluedUnit));
  const out = new Map<string, NameHits>(texts.map((t) => [t, { rows: [], levels: [] }]));
  const asked = texts.flatMap((_, n) => {
    const c = conditions[n];
    return c ? [{ n, c }] : [];
  });
  for (let i = 0; i < asked.length; i += NAMES_PER_STATEMENT) {
    const part = asked.slice(i, i + NAMES_PER_STATEMENT);
    const hits = await rawRows<Hit>(
      db,
      sql.join(
        part.map(({ n, c }) => candidates(n, c)),
        sql` union all `,
      ),
    );
    // UNION ALL keeps no order by contract: each name's rows are put back in rank order here.
    hits.sort((a, b) => a.n - b.n || Number(b.rank) - Number(a.rank) || a.id - b.id);
    for (const { n, rank, ...row } of hits) {
      const found = out.get(texts[n] ?? '');
      if (!found) continue;
      found.rows.push(row);
      found.levels.push(levelOf(Number(rank)));
    }
  }
  return out;
}
