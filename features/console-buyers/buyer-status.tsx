import { StatusBadge } from '@/components/ui/status-badge';
import type { BuyerStatus } from '@/lib/api/contract/console-buyers';
import { USER_STATUS_TITLES } from '@/lib/constants';

const TONES = { pending: 'warning', active: 'success', blocked: 'danger' } as const;

export function BuyerStatusBadge({ status }: { status: BuyerStatus }) {
  return (
    <StatusBadge tone={TONES[status]} status={status}>
      {USER_STATUS_TITLES[status]}
    </StatusBadge>
  );
}
