'use client';

import type { ReactNode } from 'react';
import { TEXT_WITH_VAT, TEXT_WITHOUT_VAT } from '@/lib/constants-frame';
import { formatPrice } from '@/lib/format/numbers';
import { priceInMode, type VatBasis } from '@/lib/pricing/vat';
import type { VatMode } from '@/lib/pricing/vat-modes';
import { useVatMode } from './vat-mode';
import styles from './price.module.css';

export const vatNote = (mode: VatMode) => (mode === 'with' ? TEXT_WITH_VAT : TEXT_WITHOUT_VAT);

type PriceSource =
  /** A unit price in its type's basis; without a basis (an older answer) it shows as it came. */
  | { price: string | null; basis?: VatBasis | null; amounts?: never }
  /** A sum already split on the server (a cart line, an order): each mode is one of its parts. */
  | { amounts: { net: string; gross: string }; price?: never; basis?: never };

type PriceProps = PriceSource & {
  /** On the amount, so tests and e2e read the figure without the note. */
  testId?: string;
  className?: string;
  /** False where a column heading or a total already says which mode it is. */
  note?: boolean;
  /** Right after the figure, before the note (e.g. «/ шт»); only when there is a price. */
  suffix?: ReactNode;
  /** Marks a buyer's own (contract) price for tests. */
  personal?: boolean;
};

/** The amount in the mode the buyer chose, or null («цена по запросу»); null mode: as it came. */
export function useAmountInMode(source: PriceSource): {
  amount: string | null;
  mode: VatMode | null;
} {
  const mode = useVatMode();
  if (source.amounts) {
    return { amount: mode === 'with' ? source.amounts.gross : source.amounts.net, mode };
  }
  if (source.price === null) return { amount: null, mode: null };
  if (!source.basis) return { amount: source.price, mode: null };
  return { amount: priceInMode(source.price, source.basis, mode), mode };
}

/**
 * Issue #13: every price on the site goes through here — shown with or without VAT as the
 * buyer switched, with a small «с НДС» / «без НДС» beside it. The figure and the note are
 * siblings so the caller's layout (a unit after the figure, a table cell) stays its own.
 */
export function Price({ testId, className, note = true, suffix, personal, ...source }: PriceProps) {
  const { amount, mode } = useAmountInMode(source);
  return (
    <>
      <span
        className={className}
        data-testid={testId}
        data-price={amount ?? ''}
        data-vat-mode={mode ?? undefined}
        data-personal={personal ? 'true' : undefined}
      >
        {formatPrice(amount)}
      </span>
      {amount !== null && suffix}
      {note && mode && amount !== null && <span className={styles.note}>{vatNote(mode)}</span>}
    </>
  );
}
