'use client';

import { useEffect, useState } from 'react';
import { MinusIcon, PlusIcon } from '@/components/icons/buying-icons';
import styles from './quantity-stepper.module.css';

export interface QuantityRules {
  min: number;
  step: number;
  max: number;
}

/** The nearest allowed quantity: whole steps, within min and max. */
export function normaliseQuantity(value: number, { min, step, max }: QuantityRules): number {
  if (!Number.isFinite(value) || value < min) return min;
  const stepped = Math.ceil(value / step) * step;
  const top = max - (max % step);
  return Math.max(min, Math.min(stepped, top));
}

interface QuantityStepperProps {
  value: number;
  rules: QuantityRules;
  onChange: (value: number) => void;
  /** Names the product for screen readers: "Количество: Кирпич М-150", or the ids that say it. */
  label: string | { by: string };
  unit?: string;
  disabled?: boolean;
  size?: 'md' | 'small';
}

/** − [n] +, stepping by the pack size; typed values snap to the rules on blur or Enter. */
export function QuantityStepper({
  value,
  rules,
  onChange,
  label,
  unit,
  disabled,
  size = 'md',
}: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const next = normaliseQuantity(Number(text.replace(/\s/g, '')), rules);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div
      className={`${styles.stepper} ${size === 'small' ? styles.small : ''}`}
      role="group"
      aria-label={typeof label === 'string' ? label : undefined}
      aria-labelledby={typeof label === 'string' ? undefined : label.by}
    >
      <button
        type="button"
        className={styles.step}
        aria-label="Уменьшить количество"
        disabled={disabled || value <= rules.min}
        onClick={() => onChange(normaliseQuantity(value - rules.step, rules))}
      >
        <MinusIcon size={16} />
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        aria-label={unit ? `Количество, ${unit}` : 'Количество'}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, '').slice(0, 6))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label="Увеличить количество"
        disabled={disabled || value + rules.step > rules.max}
        onClick={() => onChange(normaliseQuantity(value + rules.step, rules))}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
