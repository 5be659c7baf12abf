import type { Metadata } from 'next';
import page from '@/components/ui/manager-page.module.css';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { ContentHeader } from '@/features/console-content/content-subnav';
import { getNavigationData } from '@/features/console-content/get-console-data';
import { NavigationEditor } from '@/features/console-content/navigation-editor';

export const metadata: Metadata = { title: 'Меню сайта', robots: { index: false, follow: false } };

export default async function ManagerNavigation() {
  const view = await getNavigationData();
  if (view.kind === 'guest')
    return <SignInPrompt title="Меню сайта" text="Раздел для менеджеров магазина." />;
  return (
    <div className={`container ${page.page}`}>
      <ContentHeader title="Меню сайта" current="/manager/content/navigation/" />
      <NavigationEditor items={view.data.items} pages={view.data.pages} />
    </div>
  );
}
