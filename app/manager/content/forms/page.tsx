import type { Metadata } from 'next';
import page from '@/components/ui/manager-page.module.css';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { ContentHeader } from '@/features/console-content/content-subnav';
import { loadConsole } from '@/features/console-content/get-console-data';
import { RequestFormsEditor } from '@/features/console-content/request-form-editor';
import { consoleForms } from '@/lib/api/endpoints/console-content';

export const metadata: Metadata = {
  title: 'Формы заявок',
  robots: { index: false, follow: false },
};

export default async function ManagerForms() {
  const view = await loadConsole(consoleForms, {});
  if (view.kind === 'guest')
    return <SignInPrompt title="Формы заявок" text="Раздел для менеджеров магазина." />;
  return (
    <div className={`container ${page.page}`}>
      <ContentHeader title="Формы заявок" current="/manager/content/forms/" />
      <RequestFormsEditor forms={view.data} />
    </div>
  );
}
