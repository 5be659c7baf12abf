import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { CartPage } from '@/features/cart/cart-page';
import { getCartPage } from '@/features/cart/get-cart-page';
import { TEXT_CART } from '@/lib/constants-frame';

export const metadata: Metadata = { title: TEXT_CART, robots: { index: false } };

export default async function Cart() {
  const data = await getCartPage();
  return (
    <>
      <CanonicalLink path="/cart/" />
      {data.signedIn ? (
        <HydrationBoundary state={data.state}>
          <CartPage serverPointId={data.pointId} />
        </HydrationBoundary>
      ) : (
        <SignInPrompt
          title={TEXT_CART}
          text="Корзина хранится в личном кабинете: у каждой торговой точки — своя."
        />
      )}
    </>
  );
}
