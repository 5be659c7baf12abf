'use client';

import { signedInIsland } from '@/components/session/signed-in-island';

/**
 * Spec §2.3/§3: under the header on cart, catalogue and product pages (and right after a cart
 * is chosen): which cart, how many products, the total. Signed-in buyers only, so a guest's
 * page carries none of it (the strip itself is in cart-live.tsx).
 */
const NoStrip = () => null;

export const CartStrip = signedInIsland(
  () => import('./cart-live').then((m) => m.CartStripLive),
  NoStrip,
);
