import type { Metadata } from 'next';
import { ManagerNav } from '@/components/ui/manager-nav';
import page from '@/components/ui/manager-page.module.css';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { loadConsole } from '@/features/console-content/get-console-data';
import { SettingsForm } from '@/features/console-content/settings-form';
import { consoleSettings } from '@/lib/api/endpoints/console-content';

export const metadata: Metadata = {
  title: 'Настройки сайта',
  robots: { index: false, follow: false },
};

export default async function ManagerSettings() {
  const view = await loadConsole(consoleSettings, {});
  if (view.kind === 'guest')
    return <SignInPrompt title="Настройки сайта" text="Раздел для менеджеров магазина." />;
  return (
    <div className={`container ${page.page}`}>
      <ManagerNav current="/manager/settings/" />
      <div className={page.head}>
        <h1>Настройки сайта</h1>
      </div>
      <SettingsForm settings={view.data} />
    </div>
  );
}
