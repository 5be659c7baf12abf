import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  notInArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { attributeFilters, type ListingParams, type ProductCard } from '@/lib/api/contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import type { SearchCondition } from '../search/product-search';
import { cardColumns, money, toCard } from './product-card';

/** Which products a listing draws from, before the buyer's filters. */
interface ListingScope {
  /** Category ids of the subtree, all shown; null for the whole catalogue. */
  categoryIds: number[] | null;
  /** For the whole catalogue: the hidden categories and those below them (usually none). */
  hiddenIds: number[];
  search: SearchCondition | null;
}

/**
 * Plain id lists from the category index, not a recursive walk per statement: the planner
 * sees a simple filter and can walk an ordered index of the whole catalogue (issue #15).
 */
export function scopeCondition(scope: ListingScope): SQL {
  const parts: SQL[] = [eq(products.isActive, true)];
  if (scope.categoryIds) parts.push(inArray(products.categoryId, scope.categoryIds));
  else if (scope.hiddenIds.length > 0) parts.push(notInArray(products.categoryId, scope.hiddenIds));
  if (scope.search) parts.push(scope.search.where);
  return and(...parts) as SQL;
}

/**
 * The buyer's filters: price range, stock, brand and any attr_* characteristic. A price bound
 * leaves out «цена по запросу» (null compares as unknown), which is what a bound asks for.
 */
export function filterCondition(params: ListingParams): SQL | undefined {
  const parts: SQL[] = [];
  if (params.price_min !== undefined) parts.push(gte(products.price, params.price_min.toFixed(2)));
  if (params.price_max !== undefined) parts.push(lte(products.price, params.price_max.toFixed(2)));
  if (params.in_stock === 'true') parts.push(gt(products.stock, 0));
  if (params.brand) parts.push(eq(products.brand, params.brand));
  for (const filter of attributeFilters(params)) {
    // jsonb containment: the product has an attribute with exactly this name and value.
    parts.push(sql`${products.attributes} @> ${JSON.stringify([filter])}::jsonb`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The listing's order; `rank` is the search's relevance (a column or an expression), if any. */
export function listingOrder(params: ListingParams, rank: SQL | null): SQL[] {
  switch (params.sort) {
    // «Цена по запросу» (null) goes last either way: PostgreSQL would put it first when descending.
    case 'price':
      return [sql`${products.price} asc nulls last`, asc(products.id)];
    case '-price':
      return [sql`${products.price} desc nulls last`, asc(products.id)];
    case 'title':
      return [asc(products.title), asc(products.id)];
    case 'new':
      return [desc(products.createdAt), desc(products.id)];
    case 'popular':
      return [desc(products.popularity), asc(products.id)];
    default:
      // No sort asked: a search lists the best matches first, a category the best sellers.
      return rank
        ? [desc(rank), desc(products.popularity), asc(products.id)]
        : [desc(products.popularity), asc(products.id)];
  }
}

export async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return Number(row?.n ?? 0);
}

export async function pageOfProducts(
  db: Db,
  where: SQL | undefined,
  params: ListingParams,
  search: SearchCondition | null,
): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(where)
    .orderBy(...listingOrder(params, search?.rank ?? null))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return rows.map(toCard);
}

/** Cards of the given products, in the given order (a page chosen elsewhere). */
export async function cardsByIds(db: Db, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

/**
 * min/max skip nulls: «цена по запросу» never widens the price filter's range. A category or
 * the whole catalogue reads both ends off the price index. A search's FILTER keeps the planner
 * from that trick, which for a search means walking the price index and testing the text on
 * each row it meets (3 s for «краска» at 100,000 goods): the matches are gathered instead.
 */
export async function priceRange(
  db: Db,
  where: SQL,
  search: SearchCondition | null,
): Promise<{ min: string; max: string } | null> {
  const filter = search ? sql` filter (where ${products.price} is not null)` : sql``;
  const [row] = await db
    .select({
      min: sql<string | null>`min(${products.price})${filter}`,
      max: sql<string | null>`max(${products.price})${filter}`,
    })
    .from(products)
    .where(where);
  if (!row || row.min === null || row.max === null) return null;
  return { min: money(row.min), max: money(row.max) };
}

/**
 * A product's filter values as rows (kind, name, value): its brand (kind 'b') and each of its
 * characteristics (kind 'a'), for a lateral join that counts them.
 */
export const facetItems = (brand: SQL | AnyColumn, attributes: SQL | AnyColumn): SQL => sql`(
  select 'b' as kind, null as name, ${brand} as value where ${brand} is not null
  union all
  select 'a', a.item->>'name', a.item->>'value' from jsonb_array_elements(${attributes}) as a(item)
)`;

/**
 * Brand and attribute counts over the products in scope (a search's matches) in one pass
 * over their rows: brand rows are kind 'b', attribute rows kind 'a'.
 */
export async function scopeFacetCounts(
  db: Db,
  where: SQL,
): Promise<{
  brands: { value: string; count: number }[];
  attributes: { name: string; value: string; count: number }[];
}> {
  const rows = await db
    .select({
      kind: sql<string>`f.kind`,
      name: sql<string>`f.name`,
      value: sql<string>`f.value`,
      count: sql<number>`count(*)::int`,
    })
    .from(
      sql`${products} cross join lateral ${facetItems(products.brand, products.attributes)} as f`,
    )
    .where(where)
    .groupBy(sql`1`, sql`2`, sql`3`);
  const out = {
    brands: [] as { value: string; count: number }[],
    attributes: [] as { name: string; value: string; count: number }[],
  };
  for (const r of rows) {
    if (r.kind === 'b') out.brands.push({ value: r.value, count: Number(r.count) });
    else out.attributes.push({ name: r.name, value: r.value, count: Number(r.count) });
  }
  return out;
}
