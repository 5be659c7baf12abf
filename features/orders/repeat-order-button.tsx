'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { orderRepeat } from '@/lib/api/endpoints/orders';
import { TEXT_BASE_CART, TEXT_REPEAT_ORDER } from '@/lib/constants';
import { pointKey } from '@/lib/cart/cart-keys';
import { describeError } from '@/lib/describe-error';
import { refreshCart } from '@/lib/cart/cart-queries';
import { useCartPoint } from '@/components/cart/use-cart-point';
import styles from './orders.module.css';

/** Puts the order's lines into the chosen cart and says what happened, line by line if needed. */
export function RepeatOrderButton({ orderId }: { orderId: number }) {
  const { pointId } = useCartPoint();
  const qc = useQueryClient();
  const repeat = useMutation({
    mutationFn: () =>
      callApi(orderRepeat, {
        params: { id: orderId },
        body: { trade_point_id: pointKey(pointId) },
      }),
    onSettled: () => refreshCart(qc, pointId),
  });
  const result = repeat.data;
  return (
    <div className={styles.repeat}>
      <Button
        variant="secondary"
        size="small"
        disabled={repeat.isPending}
        onClick={() => repeat.mutate()}
      >
        {repeat.isPending ? 'Добавляем…' : TEXT_REPEAT_ORDER}
      </Button>
      {result && (
        <div className={styles.repeatResult} role="status">
          <p>
            {result.added > 0
              ? `В корзину «${result.cart.trade_point_title ?? TEXT_BASE_CART}» добавлено позиций: ${result.added}.`
              : 'Ничего не добавлено.'}{' '}
            {result.added > 0 && <Link href="/cart/">Перейти в корзину</Link>}
          </p>
          {result.notes.length > 0 && (
            <ul>
              {result.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {repeat.isError && (
        <p className={styles.error} role="alert">
          {describeError(repeat.error)}
        </p>
      )}
    </div>
  );
}
