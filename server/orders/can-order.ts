import { TEXT_ACCOUNT_BLOCKED, TEXT_ACCOUNT_PENDING_ORDER } from '@/lib/constants';
import type { AuthUser } from '../http/context';
import { detail } from '../http/errors';

/** Spec §1: a registration needs a manager's activation before the buyer can order. */
export function assertCanOrder(buyer: AuthUser): void {
  if (buyer.status === 'active') return;
  throw detail(403, buyer.status === 'blocked' ? TEXT_ACCOUNT_BLOCKED : TEXT_ACCOUNT_PENDING_ORDER);
}
