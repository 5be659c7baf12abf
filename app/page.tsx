import type { Metadata } from 'next';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { getHomeData } from '@/features/home/get-home-data';
import { homeMetadata } from '@/features/home/home-metadata';
import { HomePage } from '@/features/home/home-page';
import { productActions } from '@/app/_compose/product-actions';

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata(await getHomeData());
}

export default async function Home() {
  const data = await getHomeData();
  return (
    <>
      <CanonicalLink path="/" />
      <HomePage data={data} actions={productActions} />
    </>
  );
}
