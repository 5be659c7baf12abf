import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';

// Issue #15: the endpoint (and zod) loads with the first call, not with every page's hearts.
const favouritesCall = async () => (await import('@/lib/api/endpoints/favourites')).favourites;

export const FAVOURITES_KEY = ['favourites'] as const;
export const FAVOURITES_PAGE_SIZE = 24;

/** Every favourite product id (the hearts), from the smallest page of the list. */
export const favouriteIdsOptions = () =>
  queryOptions({
    queryKey: [...FAVOURITES_KEY, 'ids'] as const,
    queryFn: async ({ signal }) =>
      callApi(await favouritesCall(), { query: { page: 1, pageSize: 1 } }, { signal }),
    select: (data) => data.product_ids,
  });

export const favouritesPageOptions = (page: number) =>
  queryOptions({
    queryKey: [...FAVOURITES_KEY, 'page', page] as const,
    queryFn: async ({ signal }) =>
      callApi(
        await favouritesCall(),
        { query: { page, pageSize: FAVOURITES_PAGE_SIZE } },
        { signal },
      ),
  });
