import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';

/** Who is told about new applications, orders and requests: every active manager. */
export async function activeManagerEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'manager'), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((r) => r.email);
}
