import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { AccountPage } from '@/features/account/account-page';
import { getAccountPage } from '@/features/account/get-account-page';
import { SignInPrompt } from '@/features/account/sign-in-prompt';
import { TEXT_MENU_MY_DATA } from '@/lib/constants';

export const metadata: Metadata = { title: TEXT_MENU_MY_DATA, robots: { index: false } };

export default async function Account() {
  const data = await getAccountPage();
  return (
    <>
      <CanonicalLink path="/user/account/" />
      {data.signedIn ? (
        <HydrationBoundary state={data.state}>
          <AccountPage />
        </HydrationBoundary>
      ) : (
        <SignInPrompt
          title={TEXT_MENU_MY_DATA}
          text="Личные данные и документы доступны после входа."
        />
      )}
    </>
  );
}
