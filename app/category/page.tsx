import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { categoryMetadata } from '@/features/catalog/category-metadata';
import { CategoryPage } from '@/features/catalog/category-page';
import { getCategoryPage } from '@/features/catalog/get-category-page';
import type { SearchParams } from '@/lib/catalog/listing-params';
import { productActions } from '@/app/_compose/product-actions';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return categoryMetadata(await getCategoryPage(undefined, await searchParams));
}

export default async function CatalogueRoot({ searchParams }: Props) {
  const data = await getCategoryPage(undefined, await searchParams);
  if (!data) notFound();
  return (
    <>
      <CanonicalLink path={data.basePath} />
      <CategoryPage data={data} actions={productActions} />
    </>
  );
}
