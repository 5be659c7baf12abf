import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/users';
import { detail } from './errors';

interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
  count: number;
}

/**
 * Fixed-window counter in the database, so every app instance shares it. One atomic
 * upsert per hit: concurrent hits never lose a count.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, points: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.points} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + make_interval(secs => ${windowSeconds}) else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      points: rateLimits.points,
      // now() is when the transaction began: a hit that waited on another's row lock began
      // before that one set the window, and would read a second more than the window.
      retryAfter: sql<number>`least(${windowSeconds}, greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now()))))::int`,
    });
  await sweepExpiredRateLimits(db);
  const row = rows[0];
  const count = row?.points ?? 1;
  return { allowed: count <= limit, retryAfter: Number(row?.retryAfter ?? windowSeconds), count };
}

const SWEEP_EVERY_MS = 10 * 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Issue #17: counters whose window ended long ago are deleted, at most once per ten minutes per
 * database and process, so rate_limits does not grow with every address ever seen. An hour's
 * margin keeps the login throttle's pair rows (remembered PAIR_MEMORY_S after their wait);
 * one indexless delete over a table that holds about an hour of keys is cheap.
 */
export async function sweepExpiredRateLimits(db: Db, nowMs = Date.now()): Promise<void> {
  if (nowMs - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, nowMs);
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
}

/** Throws 429 with Retry-After once `limit` hits within the window are used up. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message = 'Слишком много запросов. Попробуйте позже.',
): Promise<void> {
  const result = await hitRateLimit(db, key, limit, windowSeconds);
  if (!result.allowed) throw detail(429, message, { 'Retry-After': String(result.retryAfter) });
}
