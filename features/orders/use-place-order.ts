'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api/client';
import { IDEMPOTENCY_KEY_HEADER, type OrderMakeInput } from '@/lib/api/contract/orders';
import { orderMake } from '@/lib/api/endpoints/orders';
import { refreshCart } from '@/lib/cart/cart-queries';
import { ordersKeys } from './orders-keys';
import { useAppRouter } from '@/components/navigation/use-app-router';

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One Idempotency-Key per visit of the order page: a double click, a retry after a lost
 * answer or a second tab's submit of the same visit all get the one order.
 */
export function usePlaceOrder(pointId: number | null) {
  const qc = useQueryClient();
  const router = useAppRouter();
  const [key] = useState(newKey);
  return useMutation({
    mutationFn: (body: OrderMakeInput) =>
      callApi(orderMake, { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    onSuccess: async (order) => {
      router.push(`/order/confirm/${order.id}/`);
      await Promise.all([
        refreshCart(qc, pointId),
        qc.invalidateQueries({ queryKey: ordersKeys.all }),
      ]);
    },
  });
}
