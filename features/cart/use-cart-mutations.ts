'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import type { CartInfo, CartList } from '@/lib/api/contract/cart';
import { cartKeys, pointKey } from '@/lib/cart/cart-keys';
import { applyToInfo, applyToList, type CartChange } from './cart-optimistic';
import { refreshCart } from '@/lib/cart/cart-queries';

// Issue #15: the endpoints (and zod) load with the first change, not with every card's button.
const cartCalls = () => import('@/lib/api/endpoints/cart');

async function send(change: CartChange, pointId: number | null): Promise<CartInfo> {
  const { cartAdd, cartRemove, cartUpdate } = await cartCalls();
  const trade_point_id = pointKey(pointId);
  if (change.kind === 'add')
    return callApi(cartAdd, {
      body: { product_id: change.productId, quantity: change.quantity, trade_point_id },
    });
  if (change.kind === 'set')
    return callApi(cartUpdate, {
      body: { product_id: change.productId, quantity: change.quantity, trade_point_id },
    });
  return callApi(cartRemove, { body: { product_id: change.productId, trade_point_id } });
}

/** Add, set or remove a line of the given cart, shown at once and rolled back on refusal. */
export function useCartChange(pointId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => send(change, pointId),
    onMutate: async (change) => {
      await qc.cancelQueries({ queryKey: cartKeys.point(pointId) });
      const info = qc.getQueryData<CartInfo>(cartKeys.info(pointId));
      const list = qc.getQueryData<CartList>(cartKeys.list(pointId));
      if (info) qc.setQueryData(cartKeys.info(pointId), applyToInfo(info, change));
      if (list) qc.setQueryData(cartKeys.list(pointId), applyToList(list, change));
      return { info, list };
    },
    onError: (_error, _change, saved) => {
      if (saved?.info) qc.setQueryData(cartKeys.info(pointId), saved.info);
      if (saved?.list) qc.setQueryData(cartKeys.list(pointId), saved.list);
    },
    onSuccess: (info) => qc.setQueryData(cartKeys.info(pointId), info),
    onSettled: () => refreshCart(qc, pointId),
  });
}

export function useClearCart(pointId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      callApi((await cartCalls()).cartClear, {
        query: { trade_point_id: pointKey(pointId) },
        body: {},
      }),
    onSuccess: (info) => qc.setQueryData(cartKeys.info(pointId), info),
    onSettled: () => refreshCart(qc, pointId),
  });
}
