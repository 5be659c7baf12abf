import { and, type SQL } from 'drizzle-orm';
import type { Category, ListingParams } from '@/lib/api/contract/catalog';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import {
  productSearchCondition,
  searchWithPass,
  type SearchCondition,
} from '../search/product-search';
import { loadCategoryCounts, subtreeCount } from './category-counts';
import { loadCategoryIndex, type CategoryIndex, type CategoryRow } from './category-index';
import { buildFacets } from './facets';
import {
  cardsByIds,
  countProducts,
  filterCondition,
  pageOfProducts,
  priceRange,
  scopeCondition,
} from './listing';
import { searchPass, type SearchPass } from './search-listing';
import { bestHits } from '../search/best-hits';

const CATALOGUE_TITLE = 'Каталог';
const HOME_CRUMB = { title: 'Главная', url: '/' };
const CATALOGUE_CRUMB = { title: CATALOGUE_TITLE, url: '/category/' };

const categoryUrl = (fullSlug: string) => `/category/${fullSlug}/`;

export function categoryCrumbs(index: CategoryIndex, id: number): { title: string; url: string }[] {
  return [
    HOME_CRUMB,
    CATALOGUE_CRUMB,
    ...index.ancestry(id).map((c) => ({ title: c.title, url: categoryUrl(c.fullSlug) })),
  ];
}

function pageUrl(requestUrl: URL, page: number): string {
  const url = new URL(requestUrl);
  url.searchParams.set('page', String(page));
  return url.pathname + url.search;
}

const seoOf = (c: CategoryRow | undefined) => ({
  og_description: c?.ogDescription ?? null,
  og_image: c?.ogImage ?? null,
  og_title: c?.ogTitle ?? null,
  seo_description: c?.seoDescription ?? null,
  seo_h1: c?.seoH1 ?? null,
  seo_keywords: c?.seoKeywords ?? null,
  seo_title: c?.seoTitle ?? null,
});

interface Listed {
  count: number;
  results: Category['products']['results'];
  facets: Category['facets'];
  range: Category['price_range'];
}

const pageCount = (count: number, params: ListingParams) =>
  Math.max(1, Math.ceil(count / params.pageSize));

function checkPage(count: number, params: ListingParams): void {
  if (params.page > pageCount(count, params)) throw notFound('Неверная страница.');
}

/** Pages a search finds as the dropdown finds its eight (best-hits.ts); deeper ones are ranked. */
const BEST_PAGES_UP_TO = 96;

/**
 * The page of a search over the whole catalogue in relevance order, without ranking every
 * match: «кирпич» at 100,000 goods ranked 14,000 matches to show 24 (12 ms on PostgreSQL).
 * Undefined when another order is asked or the page lies deeper: the pass ranks it then.
 */
function bestPageOf(
  db: Db,
  search: SearchCondition,
  params: ListingParams,
): (() => Promise<number[]>) | undefined {
  const want = params.page * params.pageSize;
  if (params.sort !== undefined || want > BEST_PAGES_UP_TO) return undefined;
  return async () => {
    const hits = await bestHits(db, search.levels, want);
    return hits.slice(want - params.pageSize).map((h) => Number(h.id));
  };
}

/**
 * A search: its matches read once (search-listing.ts), then the page's cards. Over the whole
 * catalogue (the results page) that pass also tells soft matching what the words found; in a
 * category, soft matching asks the indexes, as the header dropdown's words are the catalogue's.
 * Null when the text has nothing to search for.
 */
async function searchedListing(
  db: Db,
  query: string,
  scopeWith: (search: SearchCondition) => SQL,
  filters: SQL | undefined,
  params: ListingParams,
  wholeCatalogue: boolean,
): Promise<Listed | null> {
  const passOf = (search: SearchCondition, askFound: boolean) =>
    searchPass(db, scopeWith(search), filters, params, search, {
      askFound,
      // searchPass asks for it only without the buyer's filters and soft matching's question.
      bestPage: wholeCatalogue ? bestPageOf(db, search, params) : undefined,
    });
  let pass: SearchPass | null;
  if (wholeCatalogue) pass = await searchWithPass(db, query, passOf);
  else {
    const search = await productSearchCondition(db, query);
    pass = search && (await passOf(search, false));
  }
  if (!pass) return null;
  checkPage(pass.count, params);
  return {
    count: pass.count,
    results: await cardsByIds(db, pass.ids),
    facets: await buildFacets(db, { counts: pass.facets }),
    range: pass.range,
  };
}

/** A category or the whole catalogue, with or without the buyer's filters. */
async function plainListing(
  db: Db,
  at: {
    index: CategoryIndex;
    counts: Map<number, number>;
    category: CategoryRow | undefined;
    subtree: number[] | null;
    scope: SQL;
    where: SQL | undefined;
    filters: SQL | undefined;
    params: ListingParams;
  },
): Promise<Listed> {
  const { index, counts, category, subtree, scope, where, filters, params } = at;
  // Issue #15: without a filter the listing is the subtree, whose size the kept per-category
  // counts already know; only a narrowed listing is counted.
  const count =
    filters === undefined
      ? subtreeCount(index, counts, category?.id ?? null)
      : await countProducts(db, where);
  checkPage(count, params);
  // The whole catalogue without a search is too broad for characteristic filters.
  const [results, facets, range] = await Promise.all([
    pageOfProducts(db, where, params, null),
    subtree ? buildFacets(db, { categoryIds: subtree }) : Promise.resolve([]),
    priceRange(db, scope, null),
  ]);
  return { count, results, facets, range };
}

/**
 * `/api/category/` (the whole catalogue, or a search with `query`) and `/api/category/{slug}`:
 * the category, its subcategories with product counts, filters and one page of products.
 */
export async function categoryListing(
  db: Db,
  slug: string | null,
  params: ListingParams,
  requestUrl: URL,
): Promise<Category> {
  const [index, counts] = await Promise.all([loadCategoryIndex(db), loadCategoryCounts(db)]);
  const category = slug === null ? undefined : index.bySlug.get(slug);
  if (slug !== null && !category) throw notFound('Категория не найдена.');

  const subtree = category ? index.subtreeIds(category.id) : null;
  const scopeWith = (search: SearchCondition | null) =>
    scopeCondition({ categoryIds: subtree, hiddenIds: index.hiddenIds, search });
  const filters = filterCondition(params);
  const searched = params.query
    ? await searchedListing(db, params.query, scopeWith, filters, params, !category)
    : null;
  const scope = scopeWith(null);
  const where = and(scope, filters);

  const children = index.childrenOf(category?.id ?? null);
  const { count, results, facets, range } =
    searched ??
    (await plainListing(db, { index, counts, category, subtree, scope, where, filters, params }));

  return {
    id: category?.id ?? null,
    title: category?.title ?? CATALOGUE_TITLE,
    full_slug: category?.fullSlug ?? '',
    description: category?.description ?? null,
    ...seoOf(category),
    breadcrumbs: category ? categoryCrumbs(index, category.id) : [HOME_CRUMB, CATALOGUE_CRUMB],
    children: children.map((child) => ({
      id: child.id,
      title: child.title,
      full_slug: child.fullSlug,
      image: child.image,
      product_count: subtreeCount(index, counts, child.id),
    })),
    facets,
    price_range: range,
    products: {
      count,
      next: params.page < pageCount(count, params) ? pageUrl(requestUrl, params.page + 1) : null,
      previous: params.page > 1 ? pageUrl(requestUrl, params.page - 1) : null,
      results,
    },
  };
}
