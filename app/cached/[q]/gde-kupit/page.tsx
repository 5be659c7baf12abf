import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { WHERE_TO_BUY_PATH } from '@/lib/constants-frame';
import { EMPTY_SEGMENT } from '@/lib/catalog/listing-segment';
import { getWhereToBuy } from '@/features/where-to-buy/get-where-to-buy';
import { whereToBuyMetadata } from '@/features/where-to-buy/where-to-buy-metadata';
import { WhereToBuyPage } from '@/features/where-to-buy/where-to-buy-page';

interface Props {
  params: Promise<{ q: string }>;
}

// Issue #15: rendered on first request, then served from the full-route cache (see app/cached/[q]/page.tsx).
export const generateStaticParams = (): { q: string }[] => [];

export async function generateMetadata(): Promise<Metadata> {
  return whereToBuyMetadata(await getWhereToBuy());
}

export default async function WhereToBuy({ params }: Props) {
  if ((await params).q !== EMPTY_SEGMENT) notFound();
  const data = await getWhereToBuy();
  return (
    <>
      <CanonicalLink path={WHERE_TO_BUY_PATH} />
      <WhereToBuyPage data={data} />
    </>
  );
}
