import type { Metadata } from 'next';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { ExchangeLogPage } from '@/features/exchange/exchange-log-page';
import { getExchangeLog, parsePage } from '@/features/exchange/get-exchange-log';

export const metadata: Metadata = {
  title: 'Обмен с 1С',
  robots: { index: false, follow: false },
};

export default async function ManagerExchange({
  searchParams,
}: {
  searchParams: Promise<{ page?: string | string[] }>;
}) {
  const view = await getExchangeLog(parsePage((await searchParams).page));
  if (view.kind === 'guest')
    return <SignInPrompt title="Обмен с 1С" text="Журнал обменов с 1С — раздел для менеджеров." />;
  return <ExchangeLogPage log={view.log} page={view.page} exchangeUrl={view.exchangeUrl} />;
}
