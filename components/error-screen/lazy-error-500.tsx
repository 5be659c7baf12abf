'use client';

import { lazy, Suspense } from 'react';
import { TEXT_500_BODY, TEXT_500_TITLE, TEXT_TO_HOME } from '@/lib/constants-frame';

/** The same words without the screen's look, for when its code cannot come either. */
function PlainError500() {
  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title">{TEXT_500_TITLE}</h1>
      <p>{TEXT_500_BODY}</p>
      {/* A full load: the client router's code may be out of reach as well. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/">{TEXT_TO_HOME}</a>
    </section>
  );
}

// Issue #15: app/error.tsx and app/global-error.tsx are in every page's first-load JS, and
// each carried its own copy of the screen and of the button module it uses. The screen now
// loads when there is an error to show. A failed download (the network may be what failed)
// gives the plain words instead of a second error inside the error page.
const Screen = lazy(() =>
  import('./error-500').then(
    (m) => ({ default: m.Error500Screen }),
    () => ({ default: PlainError500 }),
  ),
);

/** Spec §2.2: the 500 page's body, for app/error.tsx and app/global-error.tsx. */
export function LazyError500() {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
