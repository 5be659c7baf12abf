import type { Metadata } from 'next';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getConsoleProducts } from '@/features/console-catalog/get-console-catalog';
import { productsFilter } from '@/features/console-catalog/products-filter';
import { ProductsPage } from '@/features/console-catalog/products-page';

export const metadata: Metadata = {
  title: 'Товары',
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ManagerProducts({ searchParams }: Props) {
  const filter = productsFilter(await searchParams);
  const view = await getConsoleProducts(filter);
  if (view.kind === 'guest')
    return <SignInPrompt title="Товары" text="Раздел для менеджеров магазина." />;
  return (
    <ProductsPage
      filter={filter}
      count={view.page.count}
      results={view.page.results}
      categories={view.categories}
    />
  );
}
