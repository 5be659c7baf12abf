import { eq } from 'drizzle-orm';
import { PASSWORD_CHANGE_RECENT_S } from '@/lib/constants';
import {
  assertPairMayTry,
  recordLoginFailure,
  recordLoginSuccess,
  type LoginAttempt,
} from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import type { AuthUser } from '../http/context';
import { ApiError } from '../http/errors';

const NEED_CURRENT = 'Введите текущий пароль.';
const WRONG_CURRENT = 'Текущий пароль введён неверно.';
const NO_PASSWORD_YET =
  'Чтобы задать пароль, войдите заново по коду из письма: после входа пароль можно сменить в течение 10 минут.';

interface Proof {
  /** When this login last signed in (password or code); null when unknown. */
  signedInAt: Date | null;
  currentPassword: string | undefined;
  /** The attempt as the sign-in throttle counts it: a wrong current password is a wrong password. */
  attempt: LoginAttempt;
}

/**
 * Issue #17: a session alone is not enough to change the password, or a stolen session would
 * become the account for good. Either this login signed in within PASSWORD_CHANGE_RECENT_S (a
 * password or code sign-in, the restore flow included; refreshes do not renew it), or the
 * current password comes with the request, throttled as a sign-in is.
 */
export async function assertMayChangePassword(db: Db, user: AuthUser, p: Proof): Promise<void> {
  const recent =
    p.signedInAt !== null &&
    p.attempt.now - p.signedInAt.getTime() <= PASSWORD_CHANGE_RECENT_S * 1000;
  if (recent) return;
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row?.hash) throw new ApiError(403, { detail: NO_PASSWORD_YET });
  if (!p.currentPassword) throw new ApiError(400, { current_password: [NEED_CURRENT] });
  await assertPairMayTry(
    db,
    p.attempt,
    (wait) => `Слишком много неудачных попыток. Попробуйте снова через ${wait}.`,
  );
  if (!(await verifyPassword(p.currentPassword, row.hash))) {
    await recordLoginFailure(db, p.attempt);
    throw new ApiError(400, { current_password: [WRONG_CURRENT] });
  }
  await recordLoginSuccess(db, p.attempt);
}

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
