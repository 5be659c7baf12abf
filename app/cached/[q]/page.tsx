import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { getHomeData } from '@/features/home/get-home-data';
import { homeMetadata } from '@/features/home/home-metadata';
import { HomePage } from '@/features/home/home-page';
import { EMPTY_SEGMENT } from '@/lib/catalog/listing-segment';
import { productActions } from '@/app/_compose/product-actions';

interface Props {
  params: Promise<{ q: string }>;
}

// Issue #15: `/` rewritten here by bff/cached-pages.ts. Nothing is rendered at build time;
// the first request renders the page and Next's full-route cache keeps it (tags revalidate).
export const generateStaticParams = (): { q: string }[] => [];

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata(await getHomeData());
}

export default async function Home({ params }: Props) {
  if ((await params).q !== EMPTY_SEGMENT) notFound();
  const data = await getHomeData();
  return (
    <>
      <CanonicalLink path="/" />
      <HomePage data={data} actions={productActions} />
    </>
  );
}
