'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { configs } from '@/lib/api/endpoints/content';

export interface PolicyLinks {
  policyLink?: string;
  agreementLink?: string;
}

/**
 * Spec §2.9: the policy checkbox shows only with POLICY_LINK, the consent link with AGREEMENT_LINK.
 * `rendered` are the links of the configs the server rendered the page with: given them, the
 * form has its checkbox from the first paint and needs no request of its own (spec §8: a
 * failed configs load must not take the form away). Without them, the browser asks.
 */
export function usePolicyLinks(rendered?: PolicyLinks): PolicyLinks & { loaded: boolean } {
  const { data, isSuccess } = useQuery({
    queryKey: ['configs'],
    queryFn: ({ signal }) => callApi(configs, {}, { signal }),
    staleTime: 5 * 60_000,
    enabled: !rendered,
  });
  const fromQuery = (name: string) => data?.find((c) => c.name === name)?.value;
  const links = rendered ?? {
    policyLink: fromQuery('POLICY_LINK'),
    agreementLink: fromQuery('AGREEMENT_LINK'),
  };
  return {
    policyLink: links.policyLink?.trim() || undefined,
    agreementLink: links.agreementLink?.trim() || undefined,
    loaded: isSuccess || !!rendered,
  };
}
