import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  QUICK_ORDER_MAX_CANDIDATES,
  type QuickLine,
  type QuickProduct,
} from '@/lib/api/contract/quick-order';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { articleKey } from '../search/normalize';
import { swapLayoutKeepingOthers } from '../search/keyboard';
import { productSearchCondition } from '../search/product-search';
import type { QuantityFacts } from '../cart/quantity-rules';
import { adjustQuantity, readQuantity } from './quantity';
import type { RawLine } from './raw-lines';

const columns = {
  id: products.id,
  title: products.title,
  article: products.article,
  articleKey: products.articleKey,
  slug: products.slug,
  unit: products.unit,
  price: products.price,
  stock: products.stock,
  minQty: products.minQty,
  packQty: products.packQty,
  isActive: products.isActive,
};

type Row = QuantityFacts & {
  id: number;
  article: string;
  articleKey: string | null;
  slug: string;
};

const toProduct = (r: Row): QuickProduct => ({
  id: r.id,
  title: r.title,
  article: r.article,
  slug: r.slug,
  unit: r.unit,
  price: r.price,
  stock: r.stock,
  min_qty: r.minQty,
  pack_qty: r.packQty,
});

/** The article keys a code may stand for: as typed (look-alikes folded), then the other layout. */
function keysOf(code: string): { exact: string; layout: string[] } {
  const { toLatin, toCyrillic } = swapLayoutKeepingOthers(code);
  const exact = articleKey(code);
  const layout = [articleKey(toLatin), articleKey(toCyrillic)].filter((k) => k && k !== exact);
  return { exact, layout };
}

/** Every product whose article key is among `keys`, in one query. */
async function byArticleKeys(db: Db, keys: string[]): Promise<Map<string, Row[]>> {
  const out = new Map<string, Row[]>();
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    if (!chunk.length) continue;
    const rows = await db.select(columns).from(products).where(inArray(products.articleKey, chunk));
    for (const r of rows) {
      if (!r.articleKey) continue;
      const list = out.get(r.articleKey) ?? [];
      list.push(r);
      out.set(r.articleKey, list);
    }
  }
  // A withdrawn product under the same article as a sold one is not a candidate.
  for (const [key, list] of out) {
    const active = list.filter((r) => r.isActive);
    if (active.length) out.set(key, active);
  }
  return out;
}

/** The relevance level packed into the search rank (level × 4 + at most 3). */
const levelOf = (rank: number) => Math.floor(rank / 4);

/** «30кг» as the catalogue writes it, «30 кг»: a spreadsheet glues the unit to the number. */
const gluedUnit = (text: string) =>
  text.replace(/(\d)(кг|г|т|л|мл|мм|см|м|м2|м3|шт)(?![а-яёa-z])/gi, '$1 $2');

/** Best products for a name through the shop's search: morphology, typos, layouts, translit. */
interface NameHits {
  rows: Row[];
  levels: number[];
}

async function byName(db: Db, text: string): Promise<NameHits> {
  const condition = await productSearchCondition(db, gluedUnit(text));
  if (!condition) return { rows: [], levels: [] };
  const found = await db
    .select({ ...columns, rank: condition.rank })
    .from(products)
    .where(and(eq(products.isActive, true), condition.where))
    .orderBy(desc(condition.rank), products.id)
    .limit(QUICK_ORDER_MAX_CANDIDATES);
  return { rows: found, levels: found.map((r) => levelOf(Number(r.rank))) };
}

/** Words that are found only in the title (level 3+) name a product; fewer are a guess. */
const NAMED_LEVEL = 3;

function lineWith(line: RawLine, rows: Row[], by: QuickLine['matched_by']): QuickLine {
  const requested = readQuantity(line.quantity);
  const options = rows.map((r) => ({ product: toProduct(r), ...adjustQuantity(r, requested) }));
  return {
    row: line.row,
    source: line.source,
    requested: 'value' in requested ? requested.value : null,
    status: 'error' in requested ? 'invalid' : options.length === 1 ? 'found' : 'several',
    matched_by: by,
    options,
    message:
      'error' in requested
        ? requested.error
        : options.length > 1
          ? 'Подходит несколько товаров — выберите нужный.'
          : null,
  };
}

const notFound = (line: RawLine, text: string): QuickLine => ({
  row: line.row,
  source: line.source,
  requested: null,
  status: 'not_found',
  matched_by: null,
  options: [],
  message: `Товар «${text}» не найден ни по артикулу, ни по названию.`,
});

/** Name searches at once: PostgreSQL runs them on several connections; PGlite queues them. */
const NAME_CONCURRENCY = 4;

async function searchNames(db: Db, texts: string[]): Promise<Map<string, NameHits>> {
  const out = new Map<string, NameHits>();
  let next = 0;
  const worker = async () => {
    while (next < texts.length) {
      const text = texts[next++] ?? '';
      out.set(text, await byName(db, text));
    }
  };
  await Promise.all(Array.from({ length: NAME_CONCURRENCY }, worker));
  return out;
}

/**
 * Each line: the exact article (case, spaces and look-alike letters aside), then the article
 * typed on the other layout, then the name through the search. All articles are looked up in
 * one query; each distinct name once, a few at a time.
 */
export async function matchLines(db: Db, lines: RawLine[]): Promise<QuickLine[]> {
  const keyed = lines.map((l) => keysOf(l.article ?? l.name ?? ''));
  const all = new Set(keyed.flatMap((k) => [k.exact, ...k.layout].filter(Boolean)));
  const articles = await byArticleKeys(db, [...all]);
  const byArticle = lines.map((_, i) => {
    const keys = keyed[i] ?? { exact: '', layout: [] };
    const exact = articles.get(keys.exact);
    if (exact) return { rows: exact, by: 'article' as const };
    const layoutKey = keys.layout.find((k) => articles.has(k));
    return layoutKey ? { rows: articles.get(layoutKey) ?? [], by: 'layout' as const } : null;
  });
  const nameOf = (line: RawLine) => (line.name ?? line.article ?? '').trim();
  const names = await searchNames(db, [
    ...new Set(lines.filter((_, i) => !byArticle[i]).map(nameOf)),
  ]);
  return lines.map((line, i) => {
    const hit = byArticle[i];
    if (hit) return lineWith(line, hit.rows, hit.by);
    const text = nameOf(line);
    const { rows, levels } = names.get(text) ?? { rows: [], levels: [] };
    if (!rows.length) return notFound(line, text);
    const top = levels[0] ?? 0;
    const best = rows.filter((_, j) => levels[j] === top);
    // One product holds every word in its title: that is the one; otherwise the buyer picks.
    return lineWith(line, top >= NAMED_LEVEL && best.length === 1 ? best : rows, 'name');
  });
}
