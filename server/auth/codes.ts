import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_S } from '@/lib/constants';
import type { Db } from '../db/client';
import { authCodes, rateLimits } from '../db/schema/users';

export type CodePurpose = (typeof authCodes.$inferSelect)['purpose'];

/** Digits only: a phone shows its number pad, and 10^8 codes against 5 attempts is plenty. */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += String(randomInt(0, 10));
  return code;
}

/**
 * Keyed hash of a code. A code lives 10 minutes and allows 5 guesses, so a slow KDF buys
 * nothing; the key (the server secret) makes a leaked table useless for offline guessing.
 */
export function hashCode(code: string, email: string, secret: string): string {
  return createHmac('sha256', secret).update(`${email}\u0000${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** One code per countdown for an e-mail asked from one client address (issue #17: not per e-mail). */
export const cooldownKey = (email: string, ip: string) => `code:cooldown:${email}:${ip}`;

/**
 * Stores a fresh code (hashed) and retires the older live codes of the e-mail asked for from
 * the same client address. Issue #17: a stranger's request elsewhere no longer kills the code
 * the owner is about to type; each live code keeps its own tries.
 */
export async function storeCode(
  db: Db,
  o: { email: string; purpose: CodePurpose; ip: string; secret: string; code: string },
): Promise<void> {
  await db
    .update(authCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authCodes.email, o.email), eq(authCodes.ip, o.ip), isNull(authCodes.usedAt)));
  await db.insert(authCodes).values({
    email: o.email,
    purpose: o.purpose,
    codeHash: hashCode(o.code, o.email, o.secret),
    ip: o.ip,
    expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_S})`,
  });
}

type CodeCheck = { ok: true; purpose: CodePurpose } | { ok: false };

/** Live codes a guess is compared with: those of a few requesters at once, newest first. */
const LIVE_CODES_COMPARED = 3;

/**
 * Checks a code against the newest live codes of the address (one per requester, since a new
 * request retires the same requester's older code). Each try costs each of them one of its
 * five attempts; the right code is taken once (a parallel replay finds it used).
 */
export async function consumeCode(
  db: Db,
  o: { email: string; code: string; purposes: CodePurpose[]; secret: string },
): Promise<CodeCheck> {
  const rows = await db
    .select()
    .from(authCodes)
    .where(
      and(
        eq(authCodes.email, o.email),
        inArray(authCodes.purpose, o.purposes),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, sql`now()`),
        lt(authCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(authCodes.createdAt), desc(authCodes.id))
    .limit(LIVE_CODES_COMPARED);
  if (rows.length === 0) return { ok: false };
  // Every try spends an attempt before the comparison, so parallel guesses cannot share one.
  const spent = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(
      and(
        inArray(
          authCodes.id,
          rows.map((r) => r.id),
        ),
        lt(authCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: authCodes.id });
  const guess = hashCode(o.code, o.email, o.secret);
  const row = rows.find((r) => spent.some((s) => s.id === r.id) && sameHash(r.codeHash, guess));
  if (!row) return { ok: false };
  const taken = await db
    .update(authCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(authCodes.id, row.id), isNull(authCodes.usedAt), gt(authCodes.expiresAt, sql`now()`)),
    )
    .returning({ id: authCodes.id });
  if (taken.length === 0) return { ok: false };
  // The code reached its owner: a new one may be asked for at once (e.g. sign in after registering).
  const prefix = cooldownKey(o.email, '').replace(/[\\%_]/g, (m) => `\\${m}`);
  await db.delete(rateLimits).where(like(rateLimits.key, `${prefix}%`));
  return { ok: true, purpose: row.purpose };
}
