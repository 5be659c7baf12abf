import 'server-only';
import { favourites } from '@/lib/api/endpoints/favourites';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import {
  FAVOURITES_PAGE_SIZE,
  favouriteIdsOptions,
  favouritesPageOptions,
} from './favourites-queries';
import { serverApi } from '@/bff/server-api';

/** `?page=` as a positive integer; anything else is the first page. */
export function pageParam(raw: string | string[] | undefined): number {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export function getFavouritesPage(page: number) {
  return personalPage(async (qc) => {
    const data = await personalApi(serverApi, favourites, {
      query: { page, pageSize: FAVOURITES_PAGE_SIZE },
    });
    qc.setQueryData(favouritesPageOptions(page).queryKey, data);
    // The same answer carries every favourite id: the hearts need no second call.
    qc.setQueryData(favouriteIdsOptions().queryKey, data);
    return { page };
  });
}
