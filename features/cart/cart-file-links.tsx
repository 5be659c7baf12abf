import { ButtonLink, buttonClass } from '@/components/ui/button';
import { pointKey } from '@/lib/cart/cart-keys';
import { TEXT_DOWNLOAD_XLSX } from '@/lib/constants';
import { QUICK_ORDER_PATH, TEXT_QUICK_ORDER } from '@/lib/constants-frame';

/** Issue #13: the cart as a spreadsheet, and the way to fill it from one. */
export function CartFileLinks({
  pointId,
  hasLines,
}: {
  pointId: number | null;
  hasLines: boolean;
}) {
  return (
    <>
      <ButtonLink href={QUICK_ORDER_PATH} variant="secondary" size="small">
        {TEXT_QUICK_ORDER}
      </ButtonLink>
      {hasLines && (
        <a
          href={`/api/cart/export/?trade_point_id=${pointKey(pointId)}`}
          className={buttonClass({ variant: 'secondary', size: 'small' })}
          download
        >
          {TEXT_DOWNLOAD_XLSX}
        </a>
      )}
    </>
  );
}
