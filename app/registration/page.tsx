import type { Metadata } from 'next';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { RegistrationPage } from '@/features/auth/registration-page';
import { getRegistrationPage } from '@/features/auth/get-registration-page';

export const metadata: Metadata = { title: 'Регистрация' };

export default async function Registration({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ auth }, { policyLinks }] = await Promise.all([searchParams, getRegistrationPage()]);
  return (
    <>
      <CanonicalLink path="/registration/" />
      <RegistrationPage authRequested={auth === 'true'} policyLinks={policyLinks} />
    </>
  );
}
