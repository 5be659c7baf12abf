import { and, eq, sql } from 'drizzle-orm';
import { CODE_RESEND_COUNTDOWN_S } from '@/lib/constants';
import { generateCode, storeCode } from '../auth/codes';
import { revokeUserSessions } from '../auth/sessions';
import { recordChange } from '../audit/record-change';
import type { Db } from '../db/client';
import { registrationApplications, users } from '../db/schema/users';
import type { AuthUser } from '../http/context';
import { detail } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { buyerState, fullName } from './buyers';

type Status = 'pending' | 'active' | 'blocked';

const title = (b: { organization: string | null; email: string }) =>
  b.organization ? `${b.organization} (${b.email})` : b.email;

/**
 * Moves a buyer's account from one of `from` to `to`, with its audit entry, in one
 * transaction; a status it may not move from is 409. Blocking ends every login at once:
 * a session is checked against its refresh family on each request (server/auth/session-user.ts).
 */
export async function moveBuyer(
  db: Db,
  manager: AuthUser,
  id: number,
  o: { from: readonly Status[]; to: Status; action: string; refused: string },
) {
  return db.transaction(async (tx) => {
    const buyer = await buyerState(tx, id, true);
    if (!o.from.includes(buyer.status)) throw detail(409, o.refused);
    await tx
      .update(users)
      .set(
        o.to === 'active' && buyer.status === 'pending'
          ? { status: o.to, activatedAt: sql`now()` }
          : { status: o.to },
      )
      .where(eq(users.id, id));
    if (o.to === 'blocked') await revokeUserSessions(tx, id);
    if (o.action === 'activate') {
      // The application waiting for a decision is decided by this activation.
      await tx
        .update(registrationApplications)
        .set({ status: 'approved', reviewedBy: manager.id, reviewedAt: sql`now()` })
        .where(
          and(
            eq(registrationApplications.userId, id),
            eq(registrationApplications.status, 'pending'),
          ),
        );
    }
    await recordChange(tx, manager, {
      action: o.action,
      objectType: 'buyer',
      objectId: id,
      objectTitle: title(buyer),
      before: { status: buyer.status },
      after: { status: o.to },
    });
    return { ...buyer, name: fullName(buyer) || buyer.firstName || '' };
  });
}

/**
 * A manager sends the buyer the sign-in flow's restore code (server/auth/codes.ts): the buyer
 * signs in with it and sets a new password; the old one works until then. One letter per
 * buyer per countdown, so a double click does not send two.
 */
export async function sendPasswordReset(
  db: Db,
  manager: AuthUser,
  id: number,
  secret: string,
): Promise<{ email: string; name: string | null; code: string }> {
  const buyer = await buyerState(db, id);
  if (buyer.status === 'blocked')
    throw detail(409, 'Покупатель заблокирован: сначала разблокируйте его.');
  await enforceRateLimit(
    db,
    `console:reset:${id}`,
    1,
    CODE_RESEND_COUNTDOWN_S,
    'Письмо уже отправлено. Новое можно отправить через две минуты.',
  );
  return db.transaction(async (tx) => {
    const code = generateCode();
    // The requester's key is the manager, so the buyer's own code requests stay untouched.
    await storeCode(tx, {
      email: buyer.email.toLowerCase(),
      purpose: 'restore',
      ip: `manager:${manager.id}`,
      secret,
      code,
    });
    await recordChange(tx, manager, {
      action: 'password_reset',
      objectType: 'buyer',
      objectId: id,
      objectTitle: title(buyer),
      before: null,
      after: { mail_sent_to: buyer.email },
    });
    return { email: buyer.email, name: buyer.firstName, code };
  });
}
