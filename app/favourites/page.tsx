import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { FavouritesPage } from '@/features/favourites/favourites-page';
import { getFavouritesPage, pageParam } from '@/features/favourites/get-favourites-page';
import { TEXT_FAVOURITES } from '@/lib/constants-frame';
import { productActions } from '@/app/_compose/product-actions';

export const metadata: Metadata = { title: TEXT_FAVOURITES, robots: { index: false } };

interface Props {
  searchParams: Promise<{ page?: string | string[] }>;
}

export default async function Favourites({ searchParams }: Props) {
  const data = await getFavouritesPage(pageParam((await searchParams).page));
  return (
    <>
      <CanonicalLink path="/favourites/" />
      {data.signedIn ? (
        <HydrationBoundary state={data.state}>
          <FavouritesPage page={data.page} actions={productActions} />
        </HydrationBoundary>
      ) : (
        <SignInPrompt
          title={TEXT_FAVOURITES}
          text="Избранные товары сохраняются в личном кабинете и доступны с любого устройства."
        />
      )}
    </>
  );
}
