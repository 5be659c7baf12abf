import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { QuickOrderPage } from '@/features/quick-order/quick-order-page';
import { getQuickOrderPage } from '@/features/quick-order/get-quick-order-page';
import { QUICK_ORDER_PATH, TEXT_QUICK_ORDER } from '@/lib/constants-frame';

export const metadata: Metadata = { title: TEXT_QUICK_ORDER, robots: { index: false } };

export default async function QuickOrder() {
  const data = await getQuickOrderPage();
  return (
    <>
      <CanonicalLink path={QUICK_ORDER_PATH} />
      {data.signedIn ? (
        <HydrationBoundary state={data.state}>
          <QuickOrderPage serverPointId={data.pointId} />
        </HydrationBoundary>
      ) : (
        <SignInPrompt
          title={TEXT_QUICK_ORDER}
          text="Войдите, чтобы заказать по списку артикулов или по таблице Excel."
        />
      )}
    </>
  );
}
