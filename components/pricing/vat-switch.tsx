'use client';

import { useId } from 'react';
import { TEXT_VAT_SWITCH, TEXT_WITH_VAT, TEXT_WITHOUT_VAT } from '@/lib/constants-frame';
import { VAT_MODES, type VatMode } from '@/lib/pricing/vat-modes';
import { useVatModeStore } from '@/stores/vat-mode-store';
import { useVatMode } from './vat-mode';
import styles from './vat-switch.module.css';

const LABELS: Record<VatMode, string> = { with: TEXT_WITH_VAT, without: TEXT_WITHOUT_VAT };

/**
 * Issue #13: «с НДС» / «без НДС». Native radios in a fieldset: arrow keys move between them
 * and screen readers announce the group and the checked one with no ARIA of our own. Each
 * instance (header, side menu) names its radios apart so the two never fight over one group.
 * The header holds it from 1024 px; below, the header row has no room and the side menu
 * drawer holds it instead (CSS decides, so the server's HTML is the same for every width).
 */
export function VatSwitch({ placement }: { placement: 'header' | 'menu' }) {
  const name = useId();
  const mode = useVatMode();
  const choose = useVatModeStore((s) => s.choose);
  return (
    <fieldset
      className={`${styles.switch} ${styles[placement]}`}
      data-testid={`vat-switch-${placement}`}
    >
      <legend className="visually-hidden">{TEXT_VAT_SWITCH}</legend>
      {VAT_MODES.map((m) => (
        <label key={m} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={m}
            checked={mode === m}
            onChange={() => choose(m)}
            className={styles.input}
          />
          <span className={styles.text}>{LABELS[m]}</span>
        </label>
      ))}
    </fieldset>
  );
}
