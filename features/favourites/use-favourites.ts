'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import type { Favourites } from '@/lib/api/contract/favourites';
import { useSignedIn } from '@/components/session/use-signed-in';
import { FAVOURITES_KEY, favouriteIdsOptions } from './favourites-queries';

export function useFavouriteIds() {
  const signedIn = useSignedIn();
  return useQuery({ ...favouriteIdsOptions(), enabled: signedIn, retry: false });
}

const idsKey = favouriteIdsOptions().queryKey;

/** Heart on or off, shown at once; the lists and the header count follow after the answer. */
export function useToggleFavourite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, on }: { productId: number; on: boolean }): Promise<void> => {
      const { favouriteAdd, favouriteRemove } = await import('@/lib/api/endpoints/favourites');
      if (on) await callApi(favouriteAdd, { body: { product_id: productId } });
      else await callApi(favouriteRemove, { params: { id: productId } });
    },
    onMutate: async ({ productId, on }) => {
      await qc.cancelQueries({ queryKey: idsKey });
      const saved = qc.getQueryData<Favourites>(idsKey);
      if (saved) {
        const ids = on
          ? [productId, ...saved.product_ids.filter((id) => id !== productId)]
          : saved.product_ids.filter((id) => id !== productId);
        qc.setQueryData<Favourites>(idsKey, { ...saved, count: ids.length, product_ids: ids });
      }
      return { saved };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.saved) qc.setQueryData(idsKey, ctx.saved);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
