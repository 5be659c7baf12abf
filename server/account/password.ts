import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import type { AuthUser } from '../http/context';
import { ApiError } from '../http/errors';

/** A new password ends every login of the account; the caller opens a fresh one. */
export async function changePassword(db: Db, user: AuthUser, password: string): Promise<void> {
  const problem = passwordProblem(password, user.email);
  if (problem) throw new ApiError(400, { password: [problem] });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id);
}
