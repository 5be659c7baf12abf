import type { Metadata } from 'next';
import { ApplicationsPage } from '@/features/applications/applications-page';
import { getApplications, parseFilter } from '@/features/applications/get-applications';
import { SignInPrompt } from '@/features/applications/sign-in-prompt';

export const metadata: Metadata = {
  title: 'Заявки на регистрацию',
  robots: { index: false, follow: false },
};

export default async function Manager({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const { status, page } = parseFilter(query.status, query.page);
  const view = await getApplications(status, page);
  if (view.kind === 'guest') return <SignInPrompt />;
  return <ApplicationsPage data={view.data} status={status} page={page} />;
}
