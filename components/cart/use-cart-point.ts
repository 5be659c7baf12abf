'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from '@/lib/api/errors';
import { useCartPointStore } from '@/stores/cart-point-store';
import { useSignedIn } from '@/components/session/use-signed-in';
import { cartInfoOptions } from '@/lib/cart/cart-queries';

/**
 * The chosen cart, restored from localStorage.pointId after hydration. A page rendered on
 * the server passes the point it rendered (`fallback`) so the first paint matches.
 */
export function useCartPoint(fallback?: number | null): { pointId: number | null; ready: boolean } {
  const pointId = useCartPointStore((s) => s.pointId);
  const restored = useCartPointStore((s) => s.restored);
  const restore = useCartPointStore((s) => s.restore);
  useEffect(() => restore(), [restore]);
  if (!restored && fallback !== undefined) return { pointId: fallback, ready: true };
  return { pointId, ready: restored };
}

/** Cart info of the chosen cart: the header dot, the strip and the buttons share it. */
export function useCartInfo() {
  const signedIn = useSignedIn();
  const { pointId, ready } = useCartPoint();
  const choose = useCartPointStore((s) => s.choose);
  const query = useQuery({ ...cartInfoOptions(pointId), enabled: signedIn && ready, retry: false });
  const gone =
    query.error instanceof ApiRequestError && query.error.status === 404 && pointId !== null;
  // A stored trade point that is no longer the buyer's (archived, another account): base cart.
  useEffect(() => {
    if (gone) choose(null);
  }, [gone, choose]);
  return { ...query, pointId, enabled: signedIn && ready };
}
