'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';

const modalSearchKey = (text: string) => ['modal-search', text] as const;

/** The dropdown's products for a cleaned text; nothing is asked for an empty one. */
export function useModalSearch(text: string) {
  return useQuery({
    queryKey: modalSearchKey(text),
    // The endpoint (and zod) loads with the first search, not with every page (issue #15).
    queryFn: async ({ signal }) =>
      callApi(
        (await import('@/lib/api/endpoints/search')).modalSearch,
        { query: { query: text } },
        { signal },
      ),
    enabled: text !== '',
    // While the next pause is awaited the last list stays, so the dropdown does not flicker.
    placeholderData: keepPreviousData,
    // Spec §7: only a 200 answer is used; a failed search is not worth a second request.
    retry: false,
  });
}
