import { NAMED_LEVEL } from '../search/ts-query';
import 'server-only';
import { sql } from 'drizzle-orm';
import type { QuickLine } from '@/lib/api/contract/quick-order';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { articleKey } from '../search/normalize';
import { swapLayoutKeepingOthers } from '../search/keyboard';
import { searchNames } from './by-name';
import { productColumns, toProduct, type ProductRow as Row } from './product-row';
import { adjustQuantity, readQuantity } from './quantity';
import type { RawLine } from './raw-lines';

/** The article keys a code may stand for: as typed (look-alikes folded), then the other layout. */
function keysOf(code: string): { exact: string; layout: string[] } {
  const { toLatin, toCyrillic } = swapLayoutKeepingOthers(code);
  const exact = articleKey(code);
  const layout = [articleKey(toLatin), articleKey(toCyrillic)].filter((k) => k && k !== exact);
  return { exact, layout };
}

/**
 * Every product whose article key is among `keys` (all candidates of all lines: as typed,
 * look-alikes folded, either layout), in one query: the array is one parameter, whatever its
 * size, and `products_article_key_idx` answers each key.
 */
async function byArticleKeys(db: Db, keys: string[]): Promise<Map<string, Row[]>> {
  const out = new Map<string, Row[]>();
  const rows = keys.length
    ? await db
        .select(productColumns)
        .from(products)
        .where(sql`${products.articleKey} = any(${sql.param(keys)}::text[])`)
        .orderBy(products.id)
    : [];
  for (const r of rows) {
    if (!r.articleKey) continue;
    const list = out.get(r.articleKey) ?? [];
    list.push(r);
    out.set(r.articleKey, list);
  }
  // A withdrawn product under the same article as a sold one is not a candidate.
  for (const [key, list] of out) {
    const active = list.filter((r) => r.isActive);
    if (active.length) out.set(key, active);
  }
  return out;
}

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

/**
 * Each line: the exact article (case, spaces and look-alike letters aside), then the article
 * typed on the other layout, then the name through the search. All articles are looked up in
 * one query; all distinct names together (see searchNames).
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
