'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { callApi } from '@/lib/api/client';
import type { companySuggestionSchema } from '@/lib/api/contract/companies';
import { ddParty } from '@/lib/api/endpoints/companies';
import { COMPANY_SUGGEST_DEBOUNCE_MS } from '@/lib/constants';
import type { z } from 'zod';
import styles from './registration.module.css';

export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;

interface CompanyFieldProps {
  id: string;
  value: string;
  onType: (value: string) => void;
  onPick: (company: CompanySuggestion) => void;
  invalid: boolean;
  describedBy?: string;
  label: ReactNode;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Organisation with suggestions by name, ИНН or УНП (an ARIA combobox). */
export function CompanyField({
  id,
  value,
  onType,
  onPick,
  invalid,
  describedBy,
  label,
}: CompanyFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useDebounced(value.trim(), COMPANY_SUGGEST_DEBOUNCE_MS);
  const { data = [] } = useQuery({
    queryKey: ['dd-party', text],
    queryFn: ({ signal }) =>
      callApi(ddParty, { params: { text }, query: { country: 'all' } }, { signal }),
    enabled: open && text.length >= 2,
    staleTime: 5 * 60_000,
  });
  const shown = open && text.length >= 2 && data.length > 0;

  const pick = (company: CompanySuggestion) => {
    onPick(company);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className={styles.combo}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="organization"
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (!shown) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((i) => (i + step + data.length) % data.length);
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            const company = data[active];
            if (company) pick(company);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul id={listId} role="listbox" className={styles.options} hidden={!shown}>
        {shown &&
          data.map((company, index) => (
            <li
              key={`${company.inn ?? company.unp ?? company.name}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // mousedown keeps focus in the input, so blur does not close the list first
              onMouseDown={(event) => {
                event.preventDefault();
                pick(company);
              }}
            >
              <span className={styles.optionName}>{company.name}</span>
              <span className={styles.optionMeta}>
                {company.unp
                  ? `УНП ${company.unp}`
                  : company.inn
                    ? `ИНН ${company.inn}`
                    : company.title}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
