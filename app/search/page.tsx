import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanonicalLink } from '@/components/seo/canonical-link';
import type { SearchParams } from '@/lib/catalog/listing-params';
import { getSearchPage, SEARCH_PAGE_PATH } from '@/features/search/get-search-page';
import { searchHeading, SearchPage } from '@/features/search/search-page';
import { productActions } from '@/app/_compose/product-actions';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const data = await getSearchPage(await searchParams);
  // Result pages are endless variations of the catalogue: useful to buyers, not to an index.
  return { title: searchHeading(data?.query ?? ''), robots: { index: false, follow: true } };
}

export default async function Search({ searchParams }: Props) {
  const data = await getSearchPage(await searchParams);
  if (!data) notFound();
  return (
    <>
      <CanonicalLink path={SEARCH_PAGE_PATH} />
      <SearchPage data={data} actions={productActions} />
    </>
  );
}
