import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { categoryMetadata } from '@/features/catalog/category-metadata';
import { CategoryPage } from '@/features/catalog/category-page';
import { getCategoryPage } from '@/features/catalog/get-category-page';
import { stateOfSegment } from '@/lib/catalog/listing-segment';
import { productActions } from '@/app/_compose/product-actions';

interface Props {
  params: Promise<{ q: string; slug?: string[] }>;
}

// Issue #15: `/category/…?page=2&sort=price` arrives here as `[q]` (bff/cached-pages.ts), so
// every listing is one full-route cache entry, rendered on its first request.
export const generateStaticParams = (): { q: string; slug?: string[] }[] => [];

const load = async (params: Props['params']) => {
  const { q, slug } = await params;
  const state = stateOfSegment(q);
  return state ? getCategoryPage(slug, state) : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(await load(params));
}

/** The catalogue root (`/category/`) or a nested category, with the listing its query asks for. */
export default async function CategoryListing({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  return (
    <>
      <CanonicalLink path={data.basePath} />
      <CategoryPage data={data} actions={productActions} />
    </>
  );
}
