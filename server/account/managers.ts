import { and, asc, eq, inArray } from 'drizzle-orm';
import { STAFF_ROLES } from '@/lib/account/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';

/** Who is told about new applications, orders and requests: every active manager and admin. */
export async function activeManagerEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((r) => r.email);
}
