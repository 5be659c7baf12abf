'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { pointKey, TRADE_POINTS_KEY } from '@/lib/cart/cart-keys';
import { cartInfoOptions, cartListOptions, orderDataOptions } from '@/lib/cart/cart-queries';
import { useCartPointStore } from '@/stores/cart-point-store';

/**
 * Spec §4: confirming a cart tells the server, then loads cart info, cart list and order
 * data, and shows the strip. A failure is rethrown (the caller shows it) and the pending
 * flag of the mutation clears by itself.
 */
export function useChooseCart() {
  const qc = useQueryClient();
  const choose = useCartPointStore((s) => s.choose);
  const setStripForced = useCartPointStore((s) => s.setStripForced);
  return useMutation({
    mutationFn: async (pointId: number | null) => {
      const { cartTradePoint } = await import('@/lib/api/endpoints/cart');
      await callApi(cartTradePoint, { params: { id: pointKey(pointId) } });
      choose(pointId);
      await Promise.all([
        qc.fetchQuery(cartInfoOptions(pointId)),
        qc.fetchQuery(cartListOptions(pointId)),
        qc.fetchQuery(orderDataOptions(pointId)),
      ]);
    },
    onSuccess: () => {
      setStripForced(true);
      return qc.invalidateQueries({ queryKey: TRADE_POINTS_KEY });
    },
  });
}
