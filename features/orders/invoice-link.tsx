import { ButtonAnchor } from '@/components/ui/button';
import { DownloadIcon } from '@/components/icons/icons';
import type { Order } from '@/lib/api/contract/orders';

export const TEXT_INVOICE_LINK = 'Счёт на оплату (PDF)';

/**
 * The order's «Счёт на оплату» (issue #13): a plain download link — the API answers the
 * buyer's own signed-in request with the PDF as an attachment.
 */
export function InvoiceLink({ order }: { order: Pick<Order, 'invoice_url' | 'number'> }) {
  return (
    <ButtonAnchor
      href={order.invoice_url}
      download
      variant="secondary"
      data-testid="invoice-link"
      aria-label={`${TEXT_INVOICE_LINK}, заказ № ${order.number}`}
    >
      <DownloadIcon size={18} aria-hidden="true" />
      {TEXT_INVOICE_LINK}
    </ButtonAnchor>
  );
}
