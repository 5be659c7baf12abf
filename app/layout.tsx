import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import './font-fallbacks.css';
import { VatModeProvider } from '@/components/pricing/vat-mode';
import { vatModeOf } from '@/lib/pricing/vat-display';
import { VatSwitch } from '@/components/pricing/vat-switch';
import { IconSprite } from '@/components/icons/icon-sprite';
import { AccountMenu } from '@/features/auth/account-menu';
import { CartHeaderButton } from '@/features/cart/cart-header-button';
import { QuickOrderHeaderLink } from '@/features/quick-order/quick-order-header-link';
import { CartStrip } from '@/features/cart/cart-strip';
import { AddToCartLabels } from '@/features/cart/add-to-cart-labels';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner';
import { Counters } from '@/features/cookie-consent/counters';
import { FavouritesHeaderButton } from '@/features/favourites/favourites-header-button';
import { getFrameData } from '@/features/layout/get-frame-data';
import { MetaTags } from '@/features/layout/meta-tags';
import { menuStateScript } from '@/features/layout/side-menu-state';
import { SiteFrame } from '@/features/layout/site-frame';
import { SearchBox } from '@/features/search/search-box';
import { getSiteConfigs } from '@/lib/data/site-configs';
import { siteMetadata } from '@/features/site/site-metadata';
import { interCyrillic, interLatin } from './fonts';
import { serverApi } from '@/bff/server-api';
import { LazyModals } from './_compose/lazy-modals';

// Issue #15: no `dynamic` here. `next build` opens no database (the embedded one allows one
// process and the build prerenders in several): a route that loads data during the build turns
// dynamic (lib/data/cache.ts), and the public pages sit under dynamic segments whose
// generateStaticParams returns [], so they are rendered on first request and then served
// from Next's full-route cache (README, "Full-route cache").

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await getSiteConfigs(serverApi));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f5bb5' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Spec §8: failed loads inside are logged and the page renders without those parts.
  const frame = await getFrameData();
  const { configs } = frame;
  return (
    // The inline script below may mark <html> before hydration (collapsed side menu).
    <html
      lang="ru"
      className={`${interCyrillic.variable} ${interLatin.variable}`}
      suppressHydrationWarning
    >
      <body>
        <script dangerouslySetInnerHTML={{ __html: menuStateScript }} />
        <IconSprite />
        <AddToCartLabels />
        <MetaTags markup={configs.META_TAGS} />
        <VatModeProvider defaultMode={vatModeOf(configs.VAT_DISPLAY_DEFAULT)}>
          <SiteFrame
            data={frame}
            search={<SearchBox />}
            actions={
              <>
                <QuickOrderHeaderLink />
                <VatSwitch placement="header" />
                <FavouritesHeaderButton />
                <CartHeaderButton />
                <AccountMenu />
              </>
            }
            strip={<CartStrip />}
          >
            {children}
          </SiteFrame>
          <CookieBanner policyLink={configs.POLICY_LINK} />
          <Counters head={configs.COUNTERS_HEAD} bodyStart={configs.COUNTERS_BODY_START} />
          <LazyModals
            policyLinks={{
              policyLink: configs.POLICY_LINK,
              agreementLink: configs.AGREEMENT_LINK,
            }}
            defaultRequestForm={frame.requestForm}
          />
        </VatModeProvider>
      </body>
    </html>
  );
}
