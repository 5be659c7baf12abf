import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema/users';
import type { AppEnv, AuthUser } from '../http/context';
import { isUuid } from './sessions';
import { assertSiteAccount } from './site-account';
import { verifyToken } from './tokens';

/**
 * The account behind a verified token, or null. A signed token is not enough: the login must
 * not be revoked (logout, password change, reuse) and the account must exist and not be
 * blocked; the role comes from the database, not from the token. One round trip.
 */
async function loadSessionUser(
  db: Db,
  userId: number,
  family: string | null,
): Promise<(Omit<AuthUser, 'role'> & { role: AuthUser['role'] | 'exchange' }) | null> {
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
      revoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${family}::uuid and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !family || row.revoked !== false || row.status === 'blocked') return null;
  const { revoked: _revoked, ...user } = row;
  return user;
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
      const row = await loadSessionUser(
        db,
        Number(claims.sub),
        isUuid(claims.fam) ? claims.fam : null,
      );
      // Issue #12: whatever the route, an exchange account is refused here, before any of them.
      if (row) assertSiteAccount(row);
      user = row;
    }
    c.set('user', user);
    c.set('tokenRejected', !user);
    return next();
  });
}
