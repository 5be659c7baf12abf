'use client';

import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { readCookie } from '@/lib/browser-cookie';
import { SIGNED_IN_COOKIE } from '@/lib/session/cookie-names';
import { useSignedIn } from './use-signed-in';

/**
 * Issue #15: a personal island (cart dot, favourites, the buyer's own prices, the profile menu)
 * in two parts. A guest — and the cached HTML, which is the same for everyone — gets `Guest`,
 * light and without react-query. A signed-in visitor gets the live part (`load`: its data and
 * react-query), fetched when the hint cookie is seen; until it arrives `Guest` stays on screen,
 * just as the live part shows it until its own data comes. Once loaded it renders at once.
 */
export function signedInIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Guest: ComponentType<P>,
): ComponentType<P> {
  const Live = lazy(() => load().then((component) => ({ default: component })));
  // The hint says signed in: start the download with this module, not after hydration.
  if (readCookie(SIGNED_IN_COOKIE) === '1') load().catch(() => undefined);

  function Island(props: P) {
    const signedIn = useSignedIn();
    if (!signedIn) return <Guest {...props} />;
    return (
      <Suspense fallback={<Guest {...props} />}>
        <Live {...props} />
      </Suspense>
    );
  }
  return Island;
}

/**
 * A signed-in visitor's click on the light part, made before the live part came (a slow
 * network): kept under a key and done by the live part when it mounts (`useReplay`), so the
 * click is not lost — the heart still turns on, the product still goes into the cart.
 */
const deferred = new Set<string>();

export function deferToLive(key: string): void {
  deferred.add(key);
}

/** In a live part: does what its light part was asked to do before it came. */
export function useReplay(key: string, run: () => void): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (deferred.delete(key)) latest.current();
  }, [key]);
}
