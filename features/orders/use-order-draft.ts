'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@/lib/api/client';
import type { PaymentMethod, Recipient } from '@/lib/api/contract/cart';
import { cartDelivery, cartPayment, cartRecipient } from '@/lib/api/endpoints/cart';
import { cartKeys, pointKey } from '@/lib/cart/cart-keys';

/**
 * The cart remembers the recipient, delivery and payment as the buyer fills the form
 * (POST /api/cart/recipient|delivery|payment/), so coming back to /order/ keeps them.
 * A failed save only costs that memory: the order itself sends everything.
 */
export function useOrderDraft(pointId: number | null) {
  const qc = useQueryClient();
  const trade_point_id = pointKey(pointId);
  const done = useCallback(
    (list: unknown) => qc.setQueryData(cartKeys.list(pointId), list),
    [qc, pointId],
  );
  return {
    recipient: useCallback(
      (r: Recipient) =>
        void callApi(cartRecipient, { body: { ...r, trade_point_id } }).then(done, () => undefined),
      [trade_point_id, done],
    ),
    delivery: useCallback(
      (id: number, address: string) =>
        void callApi(cartDelivery, {
          body: { trade_point_id, delivery_method_id: id, delivery_address: address || undefined },
        }).then(done, () => undefined),
      [trade_point_id, done],
    ),
    payment: useCallback(
      (method: PaymentMethod) =>
        void callApi(cartPayment, { body: { trade_point_id, payment_method: method } }).then(
          done,
          () => undefined,
        ),
      [trade_point_id, done],
    ),
  };
}
