import type { Metadata } from 'next';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { WHERE_TO_BUY_PATH } from '@/lib/constants';
import { getWhereToBuy } from '@/features/where-to-buy/get-where-to-buy';
import { whereToBuyMetadata } from '@/features/where-to-buy/where-to-buy-metadata';
import { WhereToBuyPage } from '@/features/where-to-buy/where-to-buy-page';

export async function generateMetadata(): Promise<Metadata> {
  return whereToBuyMetadata(await getWhereToBuy());
}

export default async function WhereToBuy() {
  const data = await getWhereToBuy();
  return (
    <>
      <CanonicalLink path={WHERE_TO_BUY_PATH} />
      <WhereToBuyPage data={data} />
    </>
  );
}
