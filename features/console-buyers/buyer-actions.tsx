'use client';

import { useEffect, useId, useState } from 'react';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { callApi } from '@/lib/api/client';
import type { ConsoleBuyer } from '@/lib/api/contract/console-buyers';
import type { PriceType } from '@/lib/api/contract/price-types';
import {
  consoleBuyerActivate,
  consoleBuyerBlock,
  consoleBuyerPasswordReset,
  consoleBuyerUnblock,
} from '@/lib/api/endpoints/console-buyers';
import { managerBuyerPriceType, managerPriceTypes } from '@/lib/api/endpoints/pricing';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import styles from '@/components/ui/console.module.css';

const failure = (e: unknown) =>
  errorMessages(e instanceof ApiRequestError ? e.body : null).join(' ') ||
  'Не удалось выполнить действие. Попробуйте ещё раз.';

/** Issue #14: activate, block / unblock, the price type and a password-reset letter. */
export function BuyerActions({ buyer }: { buyer: ConsoleBuyer }) {
  const ids = useId();
  const router = useAppRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [types, setTypes] = useState<PriceType[] | null>(null);
  const [priceType, setPriceType] = useState(String(buyer.price_type_id ?? ''));

  useEffect(() => {
    let live = true;
    callApi(managerPriceTypes, {})
      .then((answer) => live && setTypes(answer.results))
      .catch(() => live && setTypes([]));
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const answer = await action();
      const detail = (answer as { detail?: unknown } | null)?.detail;
      setNotice(typeof detail === 'string' ? detail : done);
      router.refresh();
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  };

  const params = { id: buyer.id };
  const base = types?.find((t) => t.is_base);
  return (
    <section className={`${styles.panel} ${styles.actions}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Действия</h2>
      {buyer.status === 'pending' && (
        <Button
          disabled={busy}
          onClick={() =>
            void run(
              () => callApi(consoleBuyerActivate, { params }),
              'Учётная запись активирована.',
            )
          }
        >
          Активировать
        </Button>
      )}
      {buyer.status === 'blocked' ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(() => callApi(consoleBuyerUnblock, { params }), 'Покупатель разблокирован.')
          }
        >
          Разблокировать
        </Button>
      ) : (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            if (!window.confirm('Заблокировать покупателя? Все его входы на сайт завершатся.'))
              return;
            void run(() => callApi(consoleBuyerBlock, { params }), 'Покупатель заблокирован.');
          }}
        >
          Заблокировать
        </Button>
      )}
      <form
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            () =>
              callApi(managerBuyerPriceType, {
                params,
                body: { price_type_id: priceType ? Number(priceType) : null },
              }),
            'Тип цен сохранён.',
          );
        }}
      >
        <div className={fields.field}>
          <label htmlFor={`${ids}-type`} className={fields.label}>
            Тип цен
          </label>
          <select
            id={`${ids}-type`}
            className={fields.select}
            value={priceType}
            disabled={busy || types === null}
            onChange={(event) => setPriceType(event.target.value)}
          >
            <option value="">{base ? `${base.name} (базовый)` : 'Базовый'}</option>
            {types
              ?.filter((t) => !t.is_base)
              .map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name}
                </option>
              ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={busy || types === null}>
          Сохранить тип цен
        </Button>
      </form>
      <Button
        variant="ghost"
        disabled={busy || buyer.status === 'blocked'}
        onClick={() => void run(() => callApi(consoleBuyerPasswordReset, { params }), '')}
      >
        Отправить письмо для сброса пароля
      </Button>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
