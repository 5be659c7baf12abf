import Link from 'next/link';
import {
  TEXT_HOME,
  TEXT_SEARCH_CORRECTED,
  TEXT_SEARCH_EMPTY_QUERY,
  TEXT_SEARCH_NOTHING_FOUND,
  TEXT_SEARCH_TITLE,
  TEXT_GO_TO_CATALOGUE,
  searchIgnoredText,
} from '@/lib/constants';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { ProductActions } from '@/components/catalog/product-actions';
import { ProductListing } from '@/components/catalog/product-listing';
import { SEARCH_PAGE_PATH, type SearchPageData } from './get-search-page';
import styles from './search-page.module.css';

export const searchHeading = (query: string) =>
  query ? `${TEXT_SEARCH_TITLE} «${query}»` : TEXT_SEARCH_TITLE;

/** The results page: the text as understood, then the listing a category page has. */
export function SearchPage({ data, actions }: { data: SearchPageData; actions: ProductActions }) {
  const { listing, query } = data;
  const filtered = Object.keys(data.state).some((key) => key !== 'query' && key !== 'sort');
  const nothing = listing !== null && listing.products.count === 0 && !filtered;
  return (
    <div className="container">
      <Breadcrumbs
        crumbs={[
          { title: TEXT_HOME, url: '/' },
          { title: TEXT_SEARCH_TITLE, url: SEARCH_PAGE_PATH },
        ]}
      />
      <header className={styles.header}>
        <h1>{searchHeading(query)}</h1>
        {data.corrected && (
          <p className={styles.lead}>
            {TEXT_SEARCH_CORRECTED} «{data.corrected}»
          </p>
        )}
        {data.ignored.length > 0 && (
          <p className={styles.lead} data-testid="search-ignored">
            {searchIgnoredText(data.ignored)}
          </p>
        )}
      </header>
      {listing === null && <p className={styles.lead}>{TEXT_SEARCH_EMPTY_QUERY}</p>}
      {nothing && (
        <div className={styles.nothing}>
          <p>{TEXT_SEARCH_NOTHING_FOUND}</p>
          <Link href="/category/" className={styles.catalogueLink}>
            {TEXT_GO_TO_CATALOGUE}
          </Link>
        </div>
      )}
      {listing !== null && !nothing && (
        <ProductListing
          basePath={SEARCH_PAGE_PATH}
          state={data.state}
          listing={listing}
          actions={actions}
          label={TEXT_SEARCH_TITLE}
          prefetchVariants={false}
        />
      )}
    </div>
  );
}
