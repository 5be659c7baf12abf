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
  // Issue #15: results may be crawled and indexed (no noindex, not disallowed in robots.txt),
  // but every variation names /search as canonical (spec: the path without the query) and
  // none is in the sitemap — README, «Client bundle and Lighthouse».
  return { title: searchHeading(data?.query ?? '') };
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
