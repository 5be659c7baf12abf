import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getOrderConfirm } from '@/features/orders/get-order-confirm';
import { OrderConfirmPage } from '@/features/orders/order-confirm-page';

export const metadata: Metadata = { title: 'Заказ оформлен', robots: { index: false } };

interface Props {
  params: Promise<{ id: string }>;
}

export default async function OrderConfirm({ params }: Props) {
  const { id } = await params;
  const data = await getOrderConfirm(id);
  if (!data.signedIn)
    return <SignInPrompt title="Заказ" text="Войдите, чтобы увидеть свой заказ." />;
  if (!data.order) notFound();
  return (
    <>
      <CanonicalLink path={`/order/confirm/${data.order.id}/`} />
      <OrderConfirmPage order={data.order} />
    </>
  );
}
