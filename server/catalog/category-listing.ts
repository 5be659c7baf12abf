import { and } from 'drizzle-orm';
import type { Category, ListingParams } from '@/lib/api/contract/catalog';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { productSearchCondition } from '../search/product-search';
import { loadCategoryCounts, subtreeCount } from './category-counts';
import { loadCategoryIndex, type CategoryIndex, type CategoryRow } from './category-index';
import { buildFacets } from './facets';
import {
  countProducts,
  filterCondition,
  pageOfProducts,
  priceRange,
  scopeCondition,
} from './listing';

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
  const search = params.query ? await productSearchCondition(db, params.query) : null;
  const scope = scopeCondition({ categoryIds: subtree, hiddenIds: index.hiddenIds, search });
  const filters = filterCondition(params);
  const where = and(scope, filters);

  // Issue #15: without a search or a filter the listing is the subtree, whose size the kept
  // per-category counts already know; only a narrowed listing is counted.
  const count =
    search === null && filters === undefined
      ? subtreeCount(index, counts, category?.id ?? null)
      : await countProducts(db, where);
  const pages = Math.max(1, Math.ceil(count / params.pageSize));
  if (params.page > pages) throw notFound('Неверная страница.');

  // The whole catalogue without a search is too broad for characteristic filters.
  const wantsFacets = category !== undefined || search !== null;
  const children = index.childrenOf(category?.id ?? null);
  const [results, facets, range] = await Promise.all([
    pageOfProducts(db, where, params, search),
    wantsFacets
      ? buildFacets(db, search === null && subtree ? { categoryIds: subtree } : { scope })
      : Promise.resolve([]),
    priceRange(db, scope, search),
  ]);

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
      next: params.page < pages ? pageUrl(requestUrl, params.page + 1) : null,
      previous: params.page > 1 ? pageUrl(requestUrl, params.page - 1) : null,
      results,
    },
  };
}
