import type { Metadata } from 'next';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { CategoryTreePage } from '@/features/console-catalog/category-tree-page';
import { getConsoleCategories } from '@/features/console-catalog/get-console-catalog';

export const metadata: Metadata = {
  title: 'Категории каталога',
  robots: { index: false, follow: false },
};

export default async function ManagerCatalog() {
  const view = await getConsoleCategories();
  if (view.kind === 'guest')
    return <SignInPrompt title="Категории каталога" text="Раздел для менеджеров магазина." />;
  return <CategoryTreePage initial={view.categories} />;
}
