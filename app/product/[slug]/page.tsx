import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { getProductPage } from '@/features/product/get-product-page';
import { productMetadata } from '@/features/product/product-metadata';
import { ProductPage } from '@/features/product/product-page';
import { productActions } from '@/app/_compose/product-actions';

interface Props {
  params: Promise<{ slug: string }>;
}

// Issue #15: no page is rendered at build time (it opens no database); each path is rendered
// on its first request and kept in Next's full-route cache until its tags are revalidated.
export const generateStaticParams = (): { slug: string }[] => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata(await getProductPage((await params).slug));
}

export default async function Product({ params }: Props) {
  const data = await getProductPage((await params).slug);
  if (!data) notFound();
  return (
    <>
      <CanonicalLink path={`/product/${data.product.slug}/`} />
      <ProductPage data={data} actions={productActions} />
    </>
  );
}
