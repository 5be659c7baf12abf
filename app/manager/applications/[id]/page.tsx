import type { Metadata } from 'next';
import { ApplicationView } from '@/features/applications/application-view';
import { getApplication } from '@/features/applications/get-applications';
import { SignInPrompt } from '@/features/applications/sign-in-prompt';

export const metadata: Metadata = {
  title: 'Заявка на регистрацию',
  robots: { index: false, follow: false },
};

export default async function ManagerApplication({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await getApplication(id);
  if (view.kind === 'guest') return <SignInPrompt />;
  return <ApplicationView a={view.data} />;
}
