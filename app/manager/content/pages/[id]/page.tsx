import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import page from '@/components/ui/manager-page.module.css';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { ContentHeader } from '@/features/console-content/content-subnav';
import { loadConsole } from '@/features/console-content/get-console-data';
import { PageForm } from '@/features/console-content/page-form';
import { consolePage } from '@/lib/api/endpoints/console-content';

export const metadata: Metadata = { title: 'Страница', robots: { index: false, follow: false } };

export default async function ManagerEditPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const view = await loadConsole(consolePage, { params: { id } });
  if (view.kind === 'guest')
    return <SignInPrompt title="Страница" text="Раздел для менеджеров магазина." />;
  return (
    <div className={`container ${page.page}`}>
      <ContentHeader title={view.data.title} />
      <PageForm page={view.data} />
    </div>
  );
}
