import type { Category } from '@/lib/api/contract/catalog';
import { CATALOGUE_PAGE_SIZE, TEXT_NOTHING_FOUND_IN_LISTING } from '@/lib/constants';
import { productsCount } from '@/lib/format/numbers';
import { ListingFilters } from './listing-filters';
import {
  currentPage,
  currentSort,
  listingHref,
  withoutFilters,
  type ListingState,
} from '@/lib/catalog/listing-params';
import { Pagination } from '@/components/ui/pagination';
import type { ProductActions } from './product-actions';
import { ProductGrid } from './product-grid';
import { SortLinks } from './sort-links';
import styles from './product-listing.module.css';

export interface ProductListingProps {
  /** The page the listing lives on, e.g. `/category/kirpich/` or `/search/`. */
  basePath: string;
  state: ListingState;
  listing: Pick<Category, 'products' | 'facets' | 'price_range'>;
  label: string;
  actions: ProductActions;
  /** The name of the order without a sort parameter, when it is not popularity (a search: relevance). */
  defaultSortTitle?: string;
  /**
   * Whether Next fetches the other sort orders and pages ahead when their links come into view.
   * A category's are cached pages; each of a search's is a fresh search on the server, 5–7 of
   * them per view (412 / 1,440 px) that the buyer had not asked for, so search turns it off
   * (issue #15).
   */
  prefetchVariants?: boolean;
}

/**
 * Grid, sorting, filters and paging of any product list: categories, the catalogue root and
 * search results render the same component with their own base path. Every control is a URL.
 */
export function ProductListing({
  basePath,
  state,
  listing,
  label,
  actions,
  defaultSortTitle,
  prefetchVariants = true,
}: ProductListingProps) {
  const page = currentPage(state);
  const totalPages = Math.max(1, Math.ceil(listing.products.count / CATALOGUE_PAGE_SIZE));
  const hrefFor = (changes: Record<string, string | undefined>) =>
    listingHref(basePath, state, changes);
  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <ListingFilters
          basePath={basePath}
          state={state}
          facets={listing.facets}
          priceRange={listing.price_range}
          resetHref={listingHref(basePath, withoutFilters(state), {})}
        />
      </aside>
      <section className={styles.main} aria-label={label}>
        <div className={styles.toolbar}>
          <p className={styles.count} data-testid="listing-count">
            {productsCount(listing.products.count)}
          </p>
          <SortLinks
            current={currentSort(state)}
            href={(sort) => hrefFor({ sort, page: undefined })}
            defaultTitle={defaultSortTitle}
            prefetch={prefetchVariants}
          />
        </div>
        {listing.products.results.length > 0 ? (
          // The cards are the first level under the page's h1: h2, or the outline skips one
          // (Lighthouse 'heading-order', issue #15). They look the same at either level.
          <ProductGrid
            products={listing.products.results}
            actions={actions}
            label={label}
            headingLevel="h2"
            eager={2}
          />
        ) : (
          <p className={styles.empty}>{TEXT_NOTHING_FOUND_IN_LISTING}</p>
        )}
        <Pagination
          current={page}
          total={totalPages}
          href={(p) => hrefFor({ page: String(p) })}
          prefetch={prefetchVariants}
        />
      </section>
    </div>
  );
}
