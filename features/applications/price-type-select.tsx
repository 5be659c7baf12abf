'use client';

import { useEffect, useState } from 'react';
import fields from '@/components/form/fields.module.css';
import { callApi } from '@/lib/api/client';
import type { PriceType } from '@/lib/api/contract/price-types';
import { managerPriceTypes } from '@/lib/api/endpoints/pricing';

/**
 * Issue #13: the price type the buyer will buy at, picked when the account is activated.
 * '' is the shop's base type (the default); the list comes from 1C's «Типы цен».
 */
export function PriceTypeSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const [types, setTypes] = useState<PriceType[] | null>(null);
  useEffect(() => {
    let live = true;
    callApi(managerPriceTypes, {})
      .then((answer) => live && setTypes(answer.results))
      .catch(() => live && setTypes([]));
    return () => {
      live = false;
    };
  }, []);
  const base = types?.find((t) => t.is_base);
  return (
    <>
      <label htmlFor={id} className={fields.label}>
        Тип цен покупателя
      </label>
      <select
        id={id}
        className={fields.select}
        value={value}
        disabled={disabled || types === null}
        onChange={(event) => onChange(event.target.value)}
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
    </>
  );
}
