'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { CURRENT_USER_KEY } from '@/lib/account/current-user-key';
import { useSignedIn } from './use-signed-in';

/** The signed-in user (initials, role, status); nothing for a guest. */
export function useCurrentUser() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    // The endpoint (and zod with it) loads with the first call, not with every page.
    queryFn: async ({ signal }) =>
      callApi((await import('@/lib/api/endpoints/account')).personal, {}, { signal }),
    enabled: signedIn,
    retry: false,
    staleTime: 60_000,
  });
}
