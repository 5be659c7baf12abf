import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { refreshTokens, users } from '../db/schema/users';
import type { AppEnv } from '../http/context';
import { isUuid } from './sessions';
import { verifyToken } from './tokens';

/**
 * Runs after the app's token check and before every route: a signed token is not enough.
 * The login must not be revoked (logout, password change, reuse) and the account must exist
 * and not be blocked; the role comes from the database, not from the token.
 */
export function registerSessionGuard(app: Hono<AppEnv>): void {
  app.use('*', async (c, next) => {
    const user = c.get('user');
    const header = c.req.header('authorization');
    if (!user || !header?.startsWith('Bearer ')) return next();
    const deps = c.get('deps');
    const claims = await verifyToken(header.slice(7).trim(), 'access', deps.jwtSecret);
    const { db } = await deps.database();
    const family = isUuid(claims?.fam) ? claims.fam : null;
    // One round trip: the account and whether this login was revoked.
    const [row] = await db
      .select({
        role: users.role,
        status: users.status,
        revoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${family}::uuid and ${refreshTokens.revokedAt} is not null)`,
      })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    const revoked = !family || row?.revoked !== false;
    if (!row || row.status === 'blocked' || revoked) {
      c.set('user', null);
      c.set('tokenRejected', true);
    } else {
      c.set('user', { id: user.id, role: row.role });
    }
    return next();
  });
}
