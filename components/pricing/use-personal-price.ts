'use client';

import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/components/session/use-current-user';
import { useSignedIn } from '@/components/session/use-signed-in';
import { loadPersonalPrice, type PersonalPriceEntry } from './personal-price-batch';

/** Keyed by the user: after a sign-out or another buyer's sign-in no old price is reused. */
export const personalPriceKey = (userId: number, productId: number) =>
  ['prices', userId, productId] as const;

/** Five minutes: a price type changes seldom, and a new session starts a new cache key. */
const PERSONAL_PRICE_STALE_MS = 5 * 60_000;

/**
 * Issue #13: a signed-in buyer's own price for a product, fetched by the browser with the
 * buyer's own request (the public page's HTML holds base prices only and stays shared).
 * A guest never calls; until the answer comes, or if the call fails, the base price stays.
 */
export function usePersonalPrice(productId: number | null | undefined): PersonalPriceEntry | null {
  const signedIn = useSignedIn();
  const user = useCurrentUser();
  const userId = signedIn ? user.data?.id : undefined;
  const query = useQuery({
    queryKey: personalPriceKey(userId ?? 0, productId ?? 0),
    queryFn: () => loadPersonalPrice(productId as number),
    enabled: userId !== undefined && productId !== null && productId !== undefined,
    staleTime: PERSONAL_PRICE_STALE_MS,
    retry: false,
  });
  return userId === undefined ? null : (query.data ?? null);
}
