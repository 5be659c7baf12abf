import type { Metadata } from 'next';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { getImports } from '@/features/console-import/get-imports';
import { ImportPage } from '@/features/console-import/import-page';

export const metadata: Metadata = {
  title: 'Импорт товаров',
  robots: { index: false, follow: false },
};

export default async function ManagerImport() {
  const view = await getImports();
  if (view.kind === 'guest')
    return <SignInPrompt title="Импорт товаров" text="Импорт товаров — раздел для менеджеров." />;
  return <ImportPage recent={view.imports} />;
}
