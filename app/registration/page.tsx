import type { Metadata } from 'next';
import { CanonicalLink } from '@/components/seo/canonical-link';
import { RegistrationPage } from '@/features/auth/registration-page';
import { getSiteConfigs } from '@/features/site/get-site-configs';

export const metadata: Metadata = { title: 'Регистрация' };

export default async function Registration({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ auth }, configs] = await Promise.all([searchParams, getSiteConfigs()]);
  return (
    <>
      <CanonicalLink path="/registration/" />
      <RegistrationPage
        authRequested={auth === 'true'}
        policyLinks={{ policyLink: configs.POLICY_LINK, agreementLink: configs.AGREEMENT_LINK }}
      />
    </>
  );
}
