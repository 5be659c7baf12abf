import { and, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema/users';
import type { AppEnv, AuthUser } from '../http/context';
import { isUuid } from './sessions';
import { assertSiteAccount } from './site-account';
import { verifyToken } from './tokens';

type SessionRow = Omit<AuthUser, 'role'> & { role: AuthUser['role'] | 'exchange' };

/**
 * The account behind a verified token, or null. A signed token is not enough: the token's
 * login (family) must exist, belong to the token's `sub`, be neither revoked (logout, password
 * change, reuse) nor expired, and the account must exist and not be blocked; the role comes
 * from the database, not from the token. Issue #17: a family merely *without revoked rows* (an
 * invented one) used to pass. One round trip: the family's last sign-in time doubles as the
 * liveness test (null when no live row of that family belongs to this user).
 */
async function loadSessionUser(
  db: Db,
  userId: number,
  family: string | null,
): Promise<{ user: SessionRow; authAt: Date } | null> {
  if (!family) return null;
  const live = db
    .select({ authAt: max(refreshTokens.authAt) })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, family),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      patronymic: users.patronymic,
      phone: users.phone,
      organization: users.organization,
      activeTradePointId: users.activeTradePointId,
      authAt: sql<Date | null>`(${live})`.mapWith(refreshTokens.authAt),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.authAt || row.status === 'blocked') return null;
  const { authAt, ...user } = row;
  return { user, authAt };
}

/**
 * Before every route: the Bearer token is verified here, once, and the account read once; the
 * routes get the user from the context (bind passes it on) and never read the token again.
 */
export function registerSessionUser(app: Hono<AppEnv>): void {
  app.use('*', async (c, next) => {
    const header = c.req.header('authorization');
    if (!header?.startsWith('Bearer ')) return next();
    const deps = c.get('deps');
    const claims = await verifyToken(header.slice(7).trim(), 'access', deps.jwtSecret);
    let user: AuthUser | null = null;
    if (claims) {
      const { db } = await deps.database();
      const found = await loadSessionUser(
        db,
        Number(claims.sub),
        isUuid(claims.fam) ? claims.fam : null,
      );
      // Issue #12: whatever the route, an exchange account is refused here, before any of them.
      if (found) assertSiteAccount(found.user);
      user = found?.user ?? null;
      c.set('signedInAt', found?.authAt ?? null);
    }
    c.set('user', user);
    c.set('tokenRejected', !user);
    return next();
  });
}
