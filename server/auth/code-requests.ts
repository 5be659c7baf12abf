import type { Role } from '@/lib/account/roles';
import { eq, sql } from 'drizzle-orm';
import {
  CODE_RESEND_COUNTDOWN_S,
  CODES_PER_HOUR_PER_EMAIL,
  CODES_PER_HOUR_PER_IP,
} from '@/lib/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { enforceRateLimit } from '../http/rate-limit';
import { cooldownKey, generateCode, storeCode, type CodePurpose } from './codes';

interface CodeRequest {
  email: string;
  purpose: CodePurpose;
  ip: string;
  secret: string;
}

export interface Account {
  id: number;
  firstName: string | null;
  role: Role;
  status: 'pending' | 'active' | 'blocked';
  passwordHash: string | null;
}

export async function findAccount(db: Db, email: string): Promise<Account | null> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      role: users.role,
      status: users.status,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

const HOUR = 3600;
const TOO_MANY = 'Слишком много запросов кода. Попробуйте позже.';

/**
 * The limits every code request passes, whoever asks and whether the address is known:
 * per client address an hour; per e-mail *and* client address one per countdown and a handful
 * an hour. Issue #17: no limit is per e-mail alone, so strangers asking for (and spending)
 * codes of someone's address never stop its owner from getting a new code at once; their
 * mail to the owner is bounded by the per-address limits. Then a new code is stored (hashed)
 * and returned for the caller to mail, or not.
 */
export async function issueCode(db: Db, r: CodeRequest): Promise<string> {
  await enforceRateLimit(db, `code:ip:${r.ip}`, CODES_PER_HOUR_PER_IP, HOUR, TOO_MANY);
  await enforceRateLimit(
    db,
    cooldownKey(r.email, r.ip),
    1,
    CODE_RESEND_COUNTDOWN_S,
    'Новый код можно запросить через две минуты после предыдущего.',
  );
  await enforceRateLimit(
    db,
    `code:hour:${r.email}:${r.ip}`,
    CODES_PER_HOUR_PER_EMAIL,
    HOUR,
    TOO_MANY,
  );
  const code = generateCode();
  await storeCode(db, { ...r, code });
  return code;
}

/** The same answer for every address, known or not (no account discovery). */
export const codeSentAnswer = (detail: string) => ({
  detail,
  retry_after: CODE_RESEND_COUNTDOWN_S,
});
