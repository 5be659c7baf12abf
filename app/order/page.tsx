import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getOrderPage } from '@/features/orders/get-order-page';
import { OrderPage } from '@/features/orders/order-page';
import { TEXT_PLACE_ORDER } from '@/lib/constants';

export const metadata: Metadata = { title: TEXT_PLACE_ORDER, robots: { index: false } };

export default async function Order() {
  const data = await getOrderPage();
  return (
    <>
      <CanonicalLink path="/order/" />
      {data.signedIn ? (
        <HydrationBoundary state={data.state}>
          <OrderPage serverPointId={data.pointId} />
        </HydrationBoundary>
      ) : (
        <SignInPrompt
          title={TEXT_PLACE_ORDER}
          text="Заказы оформляют зарегистрированные покупатели: войдите, и корзина будет на месте."
        />
      )}
    </>
  );
}
