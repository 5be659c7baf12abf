'use client';

import { lazy, Suspense } from 'react';
import { useConsent } from './consent';

// Issue #15: most views come with the consent cookie set, and the banner never shows on the
// server (the consent is read in the browser): its code loads only when it is to be shown.
const CookieBannerView = lazy(() =>
  import('./cookie-banner-view').then((m) => ({ default: m.CookieBannerView })),
);

/** Spec §2.8: shown while the consent cookie is absent. */
export function CookieBanner({ policyLink }: { policyLink?: string }) {
  if (useConsent() !== 'unknown') return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerView policyLink={policyLink} />
    </Suspense>
  );
}
