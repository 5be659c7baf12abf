import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/users';
import { detail } from '../http/errors';
import { hitRateLimit } from '../http/rate-limit';

export interface Throttle {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Failure-counting throttle (password sign-in): a correct password never counts, failures
 * within the window do, and once any key reaches its limit every attempt is refused.
 */
export async function assertNotThrottled(
  db: Db,
  throttles: Throttle[],
  message: string,
): Promise<void> {
  for (const t of throttles) {
    const [row] = await db
      .select({
        points: rateLimits.points,
        retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
      })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, t.key), gt(rateLimits.resetAt, sql`now()`)))
      .limit(1);
    if (row && row.points >= t.limit)
      throw detail(429, message, { 'Retry-After': String(row.retryAfter) });
  }
}

export async function countFailure(db: Db, throttles: Throttle[]): Promise<void> {
  for (const t of throttles) await hitRateLimit(db, t.key, t.limit, t.windowSeconds);
}
