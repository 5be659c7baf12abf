'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import type { ManagerOrderSummary } from '@/lib/api/contract/orders-manager';
import type { OrderStatus } from '@/lib/api/contract/orders';
import { managerOrder, managerOrderStatus } from '@/lib/api/endpoints/orders-manager';
import { ORDER_STATUS_TITLES, TEXT_LOADING } from '@/lib/constants';
import fields from '@/components/form/fields.module.css';
import { describeError } from '@/lib/describe-error';
import { OrderDetails } from './order-details';
import { OrderRowShell } from './order-row-shell';
import { ordersKeys } from './orders-keys';
import styles from './orders.module.css';

function StatusChange({ id, next }: { id: number; next: OrderStatus[] }) {
  const qc = useQueryClient();
  const [status, setStatus] = useState<OrderStatus | ''>(next[0] ?? '');
  const [comment, setComment] = useState('');
  const change = useMutation({
    mutationFn: () =>
      callApi(managerOrderStatus, {
        params: { id },
        body: { status: status as OrderStatus, comment: comment || undefined },
      }),
    onSuccess: (order) => {
      qc.setQueryData(ordersKeys.managerDetail(id), order);
      setComment('');
      setStatus(order.next_statuses[0] ?? '');
      return qc.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
  if (next.length === 0)
    return <p className={fields.hint}>Заказ завершён: статус больше не меняется.</p>;
  return (
    <form
      className={styles.historyHeader}
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate();
      }}
    >
      <div className={styles.filter}>
        <label htmlFor={`st-${id}`} className={fields.label}>
          Новый статус
        </label>
        <select
          id={`st-${id}`}
          className={fields.select}
          value={status}
          onChange={(e) => setStatus(e.target.value as OrderStatus)}
        >
          {next.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_TITLES[s]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`cm-${id}`} className={fields.label}>
          Комментарий для покупателя
        </label>
        <input
          id={`cm-${id}`}
          className={fields.input}
          value={comment}
          maxLength={1000}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={change.isPending || !status}>
        Сменить статус
      </Button>
      {change.isError && (
        <p className={styles.error} role="alert">
          {describeError(change.error)}
        </p>
      )}
    </form>
  );
}

function Detail({ id }: { id: number }) {
  const { data, error, isPending } = useQuery({
    queryKey: ordersKeys.managerDetail(id),
    queryFn: ({ signal }) => callApi(managerOrder, { params: { id } }, { signal }),
  });
  if (isPending) return <p>{TEXT_LOADING}</p>;
  if (!data) return <p className={styles.error}>{describeError(error)}</p>;
  return (
    <>
      <p className={fields.hint}>
        Покупатель: {data.buyer.name}, {data.buyer.email}
        {data.buyer.organization && `, ${data.buyer.organization}`}
      </p>
      <OrderDetails order={data} />
      <StatusChange key={data.status} id={id} next={data.next_statuses} />
    </>
  );
}

export function ManagerOrderRow({ order }: { order: ManagerOrderSummary }) {
  return (
    <OrderRowShell
      order={order}
      who={`${order.organization ?? order.buyer.name} · ${order.buyer.email}`}
      openLabel="Открыть"
      detail={() => <Detail id={order.id} />}
      testId="manager-order-row"
    />
  );
}
