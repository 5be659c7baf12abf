import { eq } from 'drizzle-orm';
import { TEXT_ACCOUNT_BLOCKED, TEXT_ACCOUNT_PENDING_ORDER } from '@/lib/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { detail } from '../http/errors';

/**
 * What a pending account may do: browse, keep favourites, trade points and carts. Placing an
 * order needs activation by a manager; the order routes call this and answer 403.
 */
export async function requireActiveAccount(db: Db, userId: number): Promise<void> {
  const [row] = await db
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.status === 'active') return;
  throw detail(403, row?.status === 'blocked' ? TEXT_ACCOUNT_BLOCKED : TEXT_ACCOUNT_PENDING_ORDER);
}
