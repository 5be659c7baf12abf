import { buttonClass } from '@/components/ui/button';
import { TEXT_DOWNLOAD_XLSX } from '@/lib/constants';

/** Issue #13: the order's lines as XLSX — the file uploads back through quick order. */
export function OrderExportLink({ orderId }: { orderId: number }) {
  return (
    <a
      href={`/api/order/${orderId}/export/`}
      className={buttonClass({ variant: 'secondary' })}
      download
    >
      {TEXT_DOWNLOAD_XLSX}
    </a>
  );
}
