import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  ACCOUNT_FAILURE_CEILING,
  PAIR_DELAY_CAP_S,
  PAIR_FREE_FAILURES,
  PAIR_MEMORY_S,
} from '@/lib/constants';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/users';
import type { AppEnv } from '../http/context';
import { detail } from '../http/errors';
import { sweepExpiredRateLimits } from '../http/rate-limit';

/**
 * Issue #17: password guessing is slowed per (account, client address) pair, so strangers
 * cannot lock the owner out. Before, ten failures from anywhere locked the account for 15
 * minutes, the right password included.
 *
 * - A pair that failed PAIR_FREE_FAILURES times waits 1 s, 2 s, 4 s… (capped) before its next
 *   try; the pair is forgotten after PAIR_MEMORY_S without a failure, or on a success.
 * - Per account there is a ceiling that slows rather than locks: past ACCOUNT_FAILURE_CEILING
 *   failures in the hour, a pair's delays start at its first failure. An address that has not
 *   failed (the owner's, typically) is never made to wait, so the right password still works.
 * - Per address across accounts (a spray) the fixed-window limit in the caller stays.
 *
 * Rows live in rate_limits: for a pair, `points` is its failures and `reset_at` the earliest
 * next try; times come from `now` (the app's clock, a fake one in tests). A burst of parallel
 * guesses is not held back by this check, but every one of them counts, so the delay it earns
 * grows with it.
 */
export interface LoginAttempt {
  /** 'site' for the storefront's sign-in and password change, 'exchange' for 1C. */
  scope: string;
  account: string;
  ip: string;
  /** ms since the epoch. */
  now: number;
}

/** The throttles' clock: the app's own (a fake one in tests), else the wall clock. */
export const clockNow = (c: Context<AppEnv>): number => c.get('deps').now?.() ?? Date.now();

/** «4 с», «2 мин»: how long to wait, for a message. */
export const waitText = (seconds: number): string =>
  seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`;

const pairKey = (a: LoginAttempt) => `login:pair:${a.scope}:${a.account.toLowerCase()}:${a.ip}`;
const accountKey = (a: LoginAttempt) => `login:account:${a.scope}:${a.account.toLowerCase()}`;
const at = (ms: number) => new Date(ms);

/** Seconds the pair must wait after its n-th failure. */
export function pairDelayS(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(PAIR_DELAY_CAP_S, 2 ** (failures - free));
}

/** Seconds this pair still has to wait (0: it may try now). */
export async function pairWait(db: Db, a: LoginAttempt): Promise<number> {
  const [row] = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, pairKey(a)))
    .limit(1);
  return row && row.resetAt.getTime() > a.now
    ? Math.ceil((row.resetAt.getTime() - a.now) / 1000)
    : 0;
}

/** Throws 429 with Retry-After and a message naming the wait while the pair waits. */
export async function assertPairMayTry(
  db: Db,
  a: LoginAttempt,
  message: (wait: string) => string,
): Promise<void> {
  const wait = await pairWait(db, a);
  if (wait > 0) throw detail(429, message(waitText(wait)), { 'Retry-After': String(wait) });
}

/** A wrong password: counts for the account's hour and for the pair, and sets its wait. */
export async function recordLoginFailure(db: Db, a: LoginAttempt): Promise<void> {
  const now = at(a.now);
  const [account] = await db
    .insert(rateLimits)
    .values({ key: accountKey(a), points: 1, resetAt: at(a.now + 3600_000) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.points} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${at(a.now + 3600_000)} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ points: rateLimits.points });
  const free = (account?.points ?? 0) > ACCOUNT_FAILURE_CEILING ? 1 : PAIR_FREE_FAILURES;
  const forgotten = at(a.now - PAIR_MEMORY_S * 1000);
  const [pair] = await db
    .insert(rateLimits)
    .values({ key: pairKey(a), points: 1, resetAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${rateLimits.resetAt} <= ${forgotten} then 1 else ${rateLimits.points} + 1 end`,
      },
    })
    .returning({ points: rateLimits.points });
  const delay = pairDelayS(pair?.points ?? 1, free);
  await db
    .update(rateLimits)
    .set({ resetAt: sql`greatest(${rateLimits.resetAt}, ${at(a.now + delay * 1000)})` })
    .where(and(eq(rateLimits.key, pairKey(a))));
  await sweepExpiredRateLimits(db);
}

/** The right password from this address: its pair starts afresh (the account's hour does not). */
export async function recordLoginSuccess(db: Db, a: LoginAttempt): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, pairKey(a)));
}
