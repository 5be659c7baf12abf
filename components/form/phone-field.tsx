'use client';

import { IMaskInput } from 'react-imask';
import { DEFAULT_PHONE_COUNTRY_CODE, PHONE_COUNTRY_CODES, PHONE_MASKS } from '@/lib/constants';
import fields from './fields.module.css';
import styles from './phone-field.module.css';

type Country = (typeof PHONE_COUNTRY_CODES)[number];

/** '+375 (29) 123-45-67' → ['+375', '(29) 123-45-67']. */
export function splitPhone(value: string): [Country, string] {
  for (const code of [...PHONE_COUNTRY_CODES].sort((a, b) => b.length - a.length)) {
    if (value.startsWith(code)) return [code, value.slice(code.length).trim()];
  }
  return [DEFAULT_PHONE_COUNTRY_CODE, value];
}

interface PhoneFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
}

/** Spec §5: +375 (##) ###-##-## by default, or +7 (###) ###-##-##. */
export function PhoneField({ id, value, onChange, onBlur, invalid, describedBy }: PhoneFieldProps) {
  const [country, number] = splitPhone(value);
  return (
    <div className={styles.phone}>
      <select
        className={`${fields.select} ${styles.select}`}
        aria-label="Код страны"
        value={country}
        onChange={(event) => onChange(`${event.target.value} `)}
      >
        {PHONE_COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <IMaskInput
        key={country}
        id={id}
        className={fields.input}
        mask={PHONE_MASKS[country]}
        value={number}
        unmask={false}
        lazy
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={PHONE_MASKS[country].replace(/0/g, '_')}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onAccept={(masked: string) => onChange(`${country} ${masked}`)}
        onBlur={onBlur}
      />
    </div>
  );
}
