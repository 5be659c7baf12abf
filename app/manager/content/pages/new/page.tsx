import type { Metadata } from 'next';
import page from '@/components/ui/manager-page.module.css';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { ContentHeader } from '@/features/console-content/content-subnav';
import { loadConsole } from '@/features/console-content/get-console-data';
import { PageForm } from '@/features/console-content/page-form';
import { consolePages } from '@/lib/api/endpoints/console-content';

export const metadata: Metadata = {
  title: 'Новая страница',
  robots: { index: false, follow: false },
};

export default async function ManagerNewPage() {
  // The list call only proves the visitor is staff before the form is shown.
  const view = await loadConsole(consolePages, { query: { page: 1 } });
  if (view.kind === 'guest')
    return <SignInPrompt title="Новая страница" text="Раздел для менеджеров магазина." />;
  return (
    <div className={`container ${page.page}`}>
      <ContentHeader title="Новая страница" />
      <PageForm page={null} />
    </div>
  );
}
