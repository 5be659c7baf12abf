import { isStaff, type SiteRole } from '@/lib/account/roles';
import { detail } from '../http/errors';

export const TEXT_EXCHANGE_ONLY =
  'Учётная запись обмена с 1С служит только для обмена данными и не может работать с сайтом.';

/**
 * Issue #12: an account of role `exchange` talks to /api/1c/exchange/ only, with its own
 * session; it never gets the site's tokens, and a token it somehow holds is refused.
 */
export function assertSiteAccount<T extends { role: string }>(
  account: T,
): asserts account is T & { role: SiteRole } {
  if (account.role !== 'customer' && !isStaff(account.role)) throw detail(403, TEXT_EXCHANGE_ONLY);
}
