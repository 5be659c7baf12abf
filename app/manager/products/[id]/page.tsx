import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getConsoleProduct } from '@/features/console-catalog/get-console-catalog';
import { ProductEditPage } from '@/features/console-catalog/product-edit-page';

export const metadata: Metadata = {
  title: 'Товар',
  robots: { index: false, follow: false },
};

export default async function ManagerProduct({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1 || id >= 2 ** 31) notFound();
  const view = await getConsoleProduct(id);
  if (view.kind === 'guest' || !view.product)
    return <SignInPrompt title="Товар" text="Раздел для менеджеров магазина." />;
  return (
    <ProductEditPage
      key={view.product.version}
      product={view.product}
      categories={view.categories}
    />
  );
}
