'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { configs } from '@/lib/api/endpoints/content';

export interface PolicyLinks {
  policyLink?: string;
  agreementLink?: string;
}

/** Spec §2.9: the policy checkbox shows only with POLICY_LINK, the consent link with AGREEMENT_LINK. */
export function usePolicyLinks(): PolicyLinks & { loaded: boolean } {
  const { data, isSuccess } = useQuery({
    queryKey: ['configs'],
    queryFn: ({ signal }) => callApi(configs, {}, { signal }),
    staleTime: 5 * 60_000,
  });
  const value = (name: string) => data?.find((c) => c.name === name)?.value.trim() || undefined;
  return {
    policyLink: value('POLICY_LINK'),
    agreementLink: value('AGREEMENT_LINK'),
    loaded: isSuccess,
  };
}
