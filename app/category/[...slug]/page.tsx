import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { categoryMetadata } from '@/features/catalog/category-metadata';
import { CategoryPage } from '@/features/catalog/category-page';
import { getCategoryPage } from '@/features/catalog/get-category-page';
import type { SearchParams } from '@/lib/catalog/listing-params';
import { productActions } from '@/app/_compose/product-actions';

interface Props {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return categoryMetadata(await getCategoryPage(slug, query));
}

export default async function NestedCategory({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const data = await getCategoryPage(slug, query);
  if (!data) notFound();
  return (
    <>
      <CanonicalLink path={data.basePath} />
      <CategoryPage data={data} actions={productActions} />
    </>
  );
}
