import { TEXT_SUM_WITHOUT_VAT, TEXT_TOTAL_WITH_VAT, TEXT_VAT_AMOUNT } from '@/lib/constants';
import { formatPrice } from '@/lib/format/numbers';
import type { Amounts } from '@/lib/pricing/vat';

/**
 * Issue #13: «Сумма без НДС», «НДС», «Итого с НДС» — always all three, whatever the display
 * mode, as on the invoice. Rows of a <dl> the caller owns, so each block keeps its own look;
 * `grandClassName` marks the last row, the sum that is paid; its figure has the bare test id.
 */
export function VatTotalsRows({
  totals,
  grandClassName,
  testIdPrefix,
}: {
  totals: Amounts;
  grandClassName?: string;
  testIdPrefix: string;
}) {
  return (
    <>
      <div>
        <dt>{TEXT_SUM_WITHOUT_VAT}</dt>
        <dd data-testid={`${testIdPrefix}-net`}>{formatPrice(totals.net)}</dd>
      </div>
      <div>
        <dt>{TEXT_VAT_AMOUNT}</dt>
        <dd data-testid={`${testIdPrefix}-vat`}>{formatPrice(totals.vat)}</dd>
      </div>
      <div className={grandClassName}>
        <dt>{TEXT_TOTAL_WITH_VAT}</dt>
        <dd data-testid={testIdPrefix}>{formatPrice(totals.gross)}</dd>
      </div>
    </>
  );
}
