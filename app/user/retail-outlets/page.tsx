import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getRetailOutlets } from '@/features/trade-points/get-retail-outlets';
import { RetailOutletsPage } from '@/features/trade-points/retail-outlets-page';
import { TEXT_MENU_TRADE_POINTS } from '@/lib/constants';

export const metadata: Metadata = { title: TEXT_MENU_TRADE_POINTS, robots: { index: false } };

export default async function RetailOutlets() {
  const data = await getRetailOutlets();
  return (
    <>
      <CanonicalLink path="/user/retail-outlets/" />
      {data.signedIn ? (
        <HydrationBoundary state={data.state}>
          <RetailOutletsPage />
        </HydrationBoundary>
      ) : (
        <SignInPrompt
          title={TEXT_MENU_TRADE_POINTS}
          text="Торговые точки и их корзины доступны после входа."
        />
      )}
    </>
  );
}
