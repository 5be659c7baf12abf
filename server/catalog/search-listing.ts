import { sql, type SQL } from 'drizzle-orm';
import type { ListingParams } from '@/lib/api/contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { rawRows } from '../search/raw-rows';
import type { SearchCondition } from '../search/product-search';
import type { FoundAsTyped } from '../search/relax';
import { keptFacetCounts, type FacetCounts } from './category-counts';
import { facetItems, listingOrder } from './listing';
import { money } from './product-card';

export interface SearchPass {
  /** Matches after the buyer's filters. */
  count: number;
  /** The page's product ids, in the listing's order. */
  ids: number[];
  /** Prices of the matches before the buyer's filters, as priceRange gives them. */
  range: { min: string; max: string } | null;
  /** Filter counts over the matches before the buyer's filters, as scopeFacetCounts gives them. */
  facets: FacetCounts;
  /** Asked for: what the matches tell soft matching about the words (product-search.ts). */
  found?: FoundAsTyped;
  /** False when, asked `found`, the pass left the listing out: the words do not stand. */
  complete: boolean;
}

/**
 * Up to this many matches, the pass ranks them itself to find the page: reading their vectors
 * again costs less than finding the page apart (best-hits.ts: a probe, a walk, a rare level's
 * index). More, and ranking every match costs more (nineteenth session, README).
 */
const RANKED_IN_PASS = 3000;

interface PassRow {
  count: number;
  min: string | null;
  max: string | null;
  ids: number[] | null;
  kept: number[] | null;
  facets: { kind: string; name: string | null; value: string; count: number }[] | null;
  found: FoundAsTyped | null;
  complete: boolean;
}

/**
 * Issue #16: a search's listing in one pass over its matches. A common word («кирпич» at
 * 100,000 goods: 14,000 matches) made the count, the page, the price range and the filters
 * four statements, each reading every match again (the filters also unpacking each product's
 * characteristics): 0.5 s on this machine. Here the matches are read once into `m`; the
 * statement's parts read `m` under the alias "products", so the listing's own filter and order
 * fragments apply unchanged. A category every product of which matches (the search names it:
 * category names are in the search document) takes its filter counts from the kept
 * per-category rows (migration 0014); so does one most of whose products match, less the
 * characteristics of those that do not (fewer to unpack; they are told by the search's own
 * condition, which cost «кирпич» 2–3 ms less than looking each up among the 14,000 matches);
 * only the others are unpacked. With `askFound`, the pass also says what the words as they
 * stand found (soft matching's question), and works out the rest only when they stand.
 */
export async function searchPass(
  db: Db,
  scope: SQL,
  filters: SQL | undefined,
  params: ListingParams,
  search: SearchCondition,
  options: {
    /** Say what the words as they stand found (product-search.ts). */
    askFound?: boolean;
    /**
     * The page found apart from the pass (best-hits.ts), asked for only when the matches are
     * many: a few are ranked in the pass itself.
     */
    bestPage?: () => Promise<number[]>;
    /** How many matches the pass ranks itself before asking `bestPage` (tests ask 0). */
    rankedUpTo?: number;
  } = {},
): Promise<SearchPass> {
  const { askFound = false, bestPage, rankedUpTo = RANKED_IN_PASS } = options;
  // Asked what the words found, the pass needs every match's level anyway; the page found
  // apart knows no filters.
  const apart = !askFound && bestPage !== undefined && filters === undefined;
  const narrowed = filters ?? sql`true`;
  const order = sql.join(listingOrder(params, sql`"products"."rank"`), sql`, `);
  const offset = (params.page - 1) * params.pageSize;
  // `m` stays narrow (14,000 rows of «кирпич» are copied once): the title only to sort by
  // it. The characteristics are copied: the filters' counts unpack them for the matches in
  // categories mostly unmatched, and fetching each from the table again cost «цемент 25кг»
  // (2,000 such matches) 6 ms more at 100,000 goods than the copy costs «кирпич».
  const title = params.sort === 'title' ? sql`${products.title}` : sql`null::text`;
  // Asked what the words as they stand found (product-search.ts): the rest of the listing is
  // worked out only when they stand; otherwise the caller lists a narrowed query instead.
  const asTyped = askFound ? search.asTyped(sql`m.rank`) : null;
  const ifStands = (part: SQL) =>
    asTyped ? sql`case when (select stands from typed) then ${part} end` : part;
  const [row] = await rawRows<PassRow>(
    db,
    sql`with m as materialized (
        select ${products.id} as id, ${products.categoryId} as category_id, ${products.price} as price,
          ${products.brand} as brand, ${products.stock} as stock, ${products.popularity} as popularity,
          ${products.createdAt} as created_at, ${title} as title, ${products.attributes} as attributes,
          ${apart ? sql`null::float8` : search.rank} as rank
        from ${products} where ${scope}
      ),
      per_category as (
        select category_id, count(*)::int as n, min(price) as lo, max(price) as hi from m group by 1
      ),
      kept as (
        select p.category_id, c.products = p.n as whole from per_category p
        join category_product_counts c on c.category_id = p.category_id
        where c.products - p.n < p.n
      )${asTyped ? sql`, typed as (select ${asTyped.found} as found, ${asTyped.stands} as stands from m)` : sql``}
      select
        ${ifStands(
          filters
            ? sql`(select count(*)::int from m as products where ${narrowed})`
            : sql`(select coalesce(sum(n), 0)::int from per_category)`,
        )} as count,
        ${ifStands(sql`(select min(lo)::text from per_category)`)} as min,
        ${ifStands(sql`(select max(hi)::text from per_category)`)} as max,
        ${
          apart
            ? sql`case when (select coalesce(sum(n), 0) from per_category) <= ${rankedUpTo} then (
          select coalesce(json_agg(products.id order by ${order}), '[]') from (
            select products.* from (
              select ${products.id} as id, ${search.rank} as rank, ${products.popularity} as popularity
              from ${products} where ${products.id} in (select id from m)
            ) as products order by ${order} limit ${params.pageSize} offset ${offset}
          ) as products) end`
            : ifStands(sql`(select json_agg(products.id order by ${order}) from (
          select products.id, products.rank, products.popularity, products.price, products.title,
            products.created_at
          from m as products where ${narrowed} order by ${order}
          limit ${params.pageSize} offset ${offset}) as products)`)
        } as ids,
        ${ifStands(sql`(select json_agg(category_id) from kept)`)} as kept,
        ${asTyped ? sql`(select found from typed)` : sql`null`} as found,
        ${asTyped ? sql`(select stands from typed)` : sql`true`} as complete,
        ${ifStands(sql`(select json_agg(f) from (
          select f.kind, f.name, f.value, sum(u.sign)::int as count
          from (
            select m.brand, m.attributes, 1 as sign
            from m where m.category_id not in (select category_id from kept)
            union all
            select ${products.brand}, ${products.attributes}, -1 from ${products}
            where ${products.isActive} and ${products.categoryId} = any(array(select category_id from kept where not whole))
              and (${scope}) is not true
          ) as u cross join lateral ${facetItems(sql`u.brand`, sql`u.attributes`)} as f
          group by 1, 2, 3) as f)`)} as facets`,
  );
  const keptIds = (row?.kept ?? []).map(Number);
  const kept = keptIds.length ? await keptFacetCounts(db, keptIds) : { brands: [], attributes: [] };
  const unpacked = row?.facets ?? [];
  return {
    found: row?.found ?? undefined,
    complete: row?.complete !== false,
    count: Number(row?.count ?? 0),
    ids:
      apart && row?.ids === null && Number(row.count) > 0
        ? await bestPage()
        : (row?.ids ?? []).map(Number),
    range:
      row?.min === null || row?.min === undefined || row.max === null
        ? null
        : { min: money(row.min), max: money(row.max) },
    facets: addCounts(kept, {
      brands: unpacked.filter((f) => f.kind === 'b'),
      attributes: unpacked
        .filter((f) => f.kind === 'a')
        .map((f) => ({ name: f.name ?? '', value: f.value, count: f.count })),
    }),
  };
}

function addCounts(a: FacetCounts, b: FacetCounts): FacetCounts {
  const brands = new Map<string, number>();
  for (const x of [...a.brands, ...b.brands])
    brands.set(x.value, (brands.get(x.value) ?? 0) + Number(x.count));
  const attributes = new Map<string, { name: string; value: string; count: number }>();
  for (const x of [...a.attributes, ...b.attributes]) {
    const key = JSON.stringify([x.name, x.value]);
    const at = attributes.get(key);
    if (at) at.count += Number(x.count);
    else attributes.set(key, { name: x.name, value: x.value, count: Number(x.count) });
  }
  // A category mostly matched gives its kept counts minus its products that do not match.
  return {
    brands: [...brands].filter(([, n]) => n > 0).map(([value, count]) => ({ value, count })),
    attributes: [...attributes.values()].filter((x) => x.count > 0),
  };
}
