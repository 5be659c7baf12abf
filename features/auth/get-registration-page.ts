import 'server-only';
import { serverApi } from '@/bff/server-api';
import { getSiteConfigs } from '@/lib/data/site-configs';
import type { PolicyLinks } from './use-policy-links';

/** The registration page's data: the policy links of the configs the whole page renders with. */
export async function getRegistrationPage(): Promise<{ policyLinks: PolicyLinks }> {
  const configs = await getSiteConfigs(serverApi);
  return {
    policyLinks: { policyLink: configs.POLICY_LINK, agreementLink: configs.AGREEMENT_LINK },
  };
}
