'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { rejectInputSchema } from '@/lib/api/contract/applications';
import { managerActivate, managerReject } from '@/lib/api/endpoints/applications';
import { managerBuyerPriceType } from '@/lib/api/endpoints/pricing';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import styles from '@/components/ui/manager-page.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { PriceTypeSelect } from './price-type-select';

/** Activate, or reject with a reason; the applicant is e-mailed either way. */
export function DecisionPanel({
  id,
  userId,
  email,
}: {
  id: number;
  userId: number;
  email: string;
}) {
  const ids = useId();
  const router = useAppRouter();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [priceType, setPriceType] = useState('');

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      router.refresh();
    } catch (e) {
      setError(
        errorMessages(e instanceof ApiRequestError ? e.body : null).join(' ') ||
          'Не удалось сохранить решение.',
      );
    } finally {
      setBusy(false);
    }
  };

  // The type first: an activated buyer never sees a single page at the wrong prices.
  const activate = async () => {
    await callApi(managerBuyerPriceType, {
      params: { id: userId },
      body: { price_type_id: priceType ? Number(priceType) : null },
    });
    await callApi(managerActivate, { params: { id } });
  };

  const reject = () => {
    const parsed = rejectInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Укажите причину отказа');
      return;
    }
    void run(() => callApi(managerReject, { params: { id }, body: parsed.data }));
  };

  return (
    <section className={`${styles.panel} ${styles.actions}`} aria-label="Решение по заявке">
      <h2>Решение</h2>
      <p>Письмо о решении уйдёт на {email}.</p>
      <PriceTypeSelect
        id={`${ids}-price-type`}
        value={priceType}
        onChange={setPriceType}
        disabled={busy}
      />
      <Button disabled={busy} onClick={() => void run(activate)}>
        Активировать учётную запись
      </Button>
      {rejecting ? (
        <>
          <label htmlFor={`${ids}-reason`}>Причина отказа (её увидит заявитель)</label>
          <textarea
            id={`${ids}-reason`}
            className={styles.reason}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? `${ids}-error` : undefined}
          />
          <Button className={styles.danger} disabled={busy} onClick={reject}>
            Отклонить заявку
          </Button>
        </>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
          Отклонить…
        </Button>
      )}
      {error && (
        <p id={`${ids}-error`} role="alert" style={{ color: 'var(--color-danger)', margin: 0 }}>
          {error}
        </p>
      )}
    </section>
  );
}
