import type { Metadata } from 'next';
import { ManagerNav } from '@/components/ui/manager-nav';
import page from '@/components/ui/manager-page.module.css';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { loadConsole, parsePage, parseText } from '@/features/console-content/get-console-data';
import { RequestsInbox } from '@/features/console-content/requests-inbox';
import { REQUEST_STATUSES } from '@/lib/api/contract/console-content';
import { consoleRequests } from '@/lib/api/endpoints/console-content';

export const metadata: Metadata = { title: 'Обращения', robots: { index: false, follow: false } };

interface Props {
  searchParams: Promise<{ page?: string | string[]; status?: string | string[] }>;
}

export default async function ManagerRequests({ searchParams }: Props) {
  const q = await searchParams;
  const current = parsePage(q.page);
  const status = REQUEST_STATUSES.find((s) => s === parseText(q.status)) ?? '';
  const view = await loadConsole(consoleRequests, {
    query: { page: current, status: status || undefined },
  });
  if (view.kind === 'guest')
    return <SignInPrompt title="Обращения" text="Раздел для менеджеров магазина." />;
  return (
    <div className={`container ${page.page}`}>
      <ManagerNav current="/manager/requests/" />
      <div className={page.head}>
        <h1>Обращения</h1>
      </div>
      <RequestsInbox requests={view.data} page={current} status={status} />
    </div>
  );
}
