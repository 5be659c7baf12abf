import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { AuditPage } from '@/features/console-audit/audit-page';
import { auditFilter, getAudit, type AuditFilter } from '@/features/console-audit/get-audit';

export const metadata: Metadata = {
  title: 'Журнал изменений',
  robots: { index: false, follow: false },
};

type Raw = string | string[] | undefined;

export default async function ManagerAudit({
  searchParams,
}: {
  searchParams: Promise<Partial<Record<keyof AuditFilter, Raw>>>;
}) {
  const filter = auditFilter(await searchParams);
  const view = await getAudit(filter);
  if (view.kind === 'guest')
    return <SignInPrompt title="Журнал изменений" text="Раздел для менеджеров магазина." />;
  if (view.kind === 'forbidden') notFound();
  return <AuditPage data={view.data} filter={filter} />;
}
