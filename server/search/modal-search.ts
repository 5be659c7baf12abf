import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { modalSearchResponseSchema } from '@/lib/api/contract/search';
import type { Db } from '../db/client';
import { productImages, products } from '../db/schema/catalog';
import { cleanSearchText } from '@/lib/search/search-text';
import { resolveQuery, type ResolvedQuery } from './resolve';
import { softQuery, type KnownFound } from './relax';
import { isSized } from './relax-candidates';
import { bestHits, type Hit } from './best-hits';
import { ARTICLE_PREFIX_LEVEL, HEAD_LEVEL, searchSql, type SearchLevel } from './ts-query';
import { DEFAULT_VAT_RATE } from '@/lib/pricing/vat';
import { cardBaseColumns } from '../catalog/product-card';

/** Products in the header dropdown; the full list is one click away on /search/. */
const MODAL_SEARCH_LIMIT = 8;
/** Hits the dropdown asks for: one more than it shows tells whether there are more. */
export const MODAL_SEARCH_HITS = MODAL_SEARCH_LIMIT + 1;

type ModalSearchResponse = z.input<typeof modalSearchResponseSchema>;

/**
 * The hit is at a level of the query's named kind (those levels have the kind index's gate)
 * or an article's: no reason to look further.
 */
const ofNamedKind = (levels: readonly SearchLevel[], h: Hit): boolean =>
  Number(h.level) >= ARTICLE_PREFIX_LEVEL ||
  levels.some((l) => l.level === Number(h.level) && l.gate !== undefined);

/**
 * What the dropdown's own hits tell soft matching (relax.ts), or null when the words stand:
 * nothing found, or only goods of another kind than the query names, by a size or only in
 * descriptions. Below the head levels, the levels of a named kind were ranked above the best
 * hit (best-hits.ts): had any product of the kind every word, it would lead, so that is known.
 */
export function knownFromHits(
  levels: readonly SearchLevel[],
  found: readonly Hit[],
  resolved: ResolvedQuery,
): KnownFound | null {
  if (found.length === 0) return { found: 'nothing' };
  const best = Number(found[0]?.level ?? 0);
  const otherKind =
    resolved.tokens.length > 1 &&
    levels.some((l) => l.gate !== undefined) &&
    !found.some((h) => ofNamedKind(levels, h)) &&
    (best < HEAD_LEVEL || resolved.tokens.some(isSized));
  if (!otherKind) return null;
  return best < HEAD_LEVEL
    ? { found: 'not-of-kind', inHead: false, ofKind: false }
    : { found: 'not-of-kind', inHead: true };
}

/** The header dropdown: the best few products for a (possibly half-typed) text. */
export async function modalSearch(db: Db, text: string): Promise<ModalSearchResponse> {
  const clean = cleanSearchText(text);
  const empty: ModalSearchResponse = {
    query: clean,
    corrected: null,
    ignored: [],
    products: [],
    has_more: false,
  };
  if (!clean) return empty;
  // Soft matching only when the words as they stand find nothing, or nothing of a kind the
  // query names: most keystrokes find something, and the search already made is the cheapest
  // proof of it.
  let search = { resolved: await resolveQuery(db, clean), ignored: [] as string[] };
  let parts = searchSql(search.resolved);
  if (!parts) return empty;
  let found = await bestHits(db, parts.levels, MODAL_SEARCH_HITS);
  const known = knownFromHits(parts.levels, found, search.resolved);
  if (known) {
    const asTyped = search.resolved;
    search = await softQuery(db, asTyped, known);
    parts = search.resolved === asTyped ? null : searchSql(search.resolved);
    if (parts) found = await bestHits(db, parts.levels, MODAL_SEARCH_HITS);
  }
  const ids = found.map((h) => h.id);
  const shown = ids.slice(0, MODAL_SEARCH_LIMIT);
  const firstImage = db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, products.id))
    .orderBy(asc(productImages.sort), asc(productImages.id))
    .limit(1);
  const rows = shown.length
    ? await db
        .select({
          id: products.id,
          title: products.title,
          slug: products.slug,
          article: products.article,
          price: products.price,
          vatRate: products.vatRate,
          priceIncludesVat: cardBaseColumns.priceIncludesVat,
          unit: products.unit,
          stock: products.stock,
          image: sql<string | null>`(${firstImage})`,
        })
        .from(products)
        .where(inArray(products.id, shown))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));

  return {
    query: clean,
    corrected: search.resolved.corrected,
    ignored: search.ignored,
    has_more: ids.length > MODAL_SEARCH_LIMIT,
    products: shown.flatMap((id) => {
      const p = byId.get(id);
      if (!p) return [];
      return [
        {
          id: p.id,
          title: p.title,
          product_slug: p.slug,
          article: p.article,
          price: p.price,
          vat_rate: p.vatRate === null ? DEFAULT_VAT_RATE : Number(p.vatRate),
          price_includes_vat: p.priceIncludesVat !== false,
          unit: p.unit,
          image: p.image,
          in_stock: p.stock > 0,
        },
      ];
    }),
  };
}
