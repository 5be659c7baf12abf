'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { personal } from '@/lib/api/endpoints/account';
import { CURRENT_USER_KEY } from '@/lib/account/current-user-key';
import { useSignedIn } from './use-signed-in';

/** The signed-in user (initials, role, status); nothing for a guest. */
export function useCurrentUser() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => callApi(personal, {}, { signal }),
    enabled: signedIn,
    retry: false,
    staleTime: 60_000,
  });
}
