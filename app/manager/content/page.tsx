import type { Metadata } from 'next';
import page from '@/components/ui/manager-page.module.css';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { ContentHeader } from '@/features/console-content/content-subnav';
import { loadConsole, parsePage, parseText } from '@/features/console-content/get-console-data';
import { PagesList } from '@/features/console-content/pages-list';
import { consolePages } from '@/lib/api/endpoints/console-content';

export const metadata: Metadata = {
  title: 'Страницы сайта',
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<{ page?: string | string[]; search?: string | string[] }>;
}

export default async function ManagerContent({ searchParams }: Props) {
  const q = await searchParams;
  const [current, search] = [parsePage(q.page), parseText(q.search)];
  const view = await loadConsole(consolePages, {
    query: { page: current, search: search || undefined },
  });
  if (view.kind === 'guest')
    return <SignInPrompt title="Страницы сайта" text="Раздел для менеджеров магазина." />;
  return (
    <div className={`container ${page.page}`}>
      <ContentHeader title="Страницы сайта" current="/manager/content/" />
      <PagesList pages={view.data} page={current} search={search} />
    </div>
  );
}
