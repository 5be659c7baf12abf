import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_S, REFRESH_TOKEN_TTL_S } from '@/lib/constants';
import type { Tokens } from '@/lib/api/contract/auth';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema/users';
import { signToken, verifyToken, type TokenClaims } from './tokens';

type Role = TokenClaims['role'];

export interface SessionConfig {
  secret: string;
  /** Access lifetime; spec §9's 300 s unless a test shortens it. */
  accessTtl?: number;
}

async function signPair(
  cfg: SessionConfig,
  o: { userId: number; role: Role; family: string; refreshJti: string; issuedAtMs: number },
): Promise<Tokens> {
  const [access, refresh] = await Promise.all([
    signToken({
      secret: cfg.secret,
      userId: o.userId,
      role: o.role,
      type: 'access',
      jti: randomUUID(),
      family: o.family,
      ttlSeconds: cfg.accessTtl,
    }),
    // The refresh token depends only on stored facts, so it can be signed again, identical,
    // for a parallel refresh that arrives inside the grace window.
    signToken({
      secret: cfg.secret,
      userId: o.userId,
      role: o.role,
      type: 'refresh',
      jti: o.refreshJti,
      family: o.family,
      ttlSeconds: REFRESH_TOKEN_TTL_S,
      now: o.issuedAtMs,
    }),
  ]);
  return { access, refresh };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Our token ids and families are UUIDs; anything else never reaches a uuid column. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** Seconds-precise "now", as JWT `iat` keeps it. */
const nowSecondsMs = () => Math.floor(Date.now() / 1000) * 1000;

/** A new login: a new token family with its first refresh token. */
export async function startSession(
  db: Db,
  cfg: SessionConfig,
  user: { id: number; role: Role },
): Promise<Tokens> {
  const family = randomUUID();
  const jti = randomUUID();
  const issuedAtMs = nowSecondsMs();
  await db.insert(refreshTokens).values({
    jti,
    userId: user.id,
    familyId: family,
    createdAt: new Date(issuedAtMs),
    expiresAt: new Date(issuedAtMs + REFRESH_TOKEN_TTL_S * 1000),
    // Issue #17: the moment this login proved who it is; rotation copies it, never renews it.
    authAt: new Date(issuedAtMs),
  });
  return signPair(cfg, { userId: user.id, role: user.role, family, refreshJti: jti, issuedAtMs });
}

type RefreshOutcome =
  | { ok: true; tokens: Tokens }
  | { ok: false; reason: 'invalid' | 'revoked' | 'reused' | 'blocked' };

/**
 * Rotation with reuse detection. The first caller of a refresh token gets a successor; a
 * caller with the same token inside the grace window gets that same successor (parallel tabs,
 * several app instances); a caller after the window is treated as a thief: the whole login
 * (token family) is revoked.
 */
export async function rotateRefresh(
  db: Db,
  cfg: SessionConfig,
  token: string,
): Promise<RefreshOutcome> {
  const claims = await verifyToken(token, 'refresh', cfg.secret);
  if (!claims || !isUuid(claims.fam) || !isUuid(claims.jti))
    return { ok: false, reason: 'invalid' };
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.jti, claims.jti))
    .limit(1);
  if (!row || row.familyId !== claims.fam || String(row.userId) !== claims.sub)
    return { ok: false, reason: 'invalid' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };

  const [user] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  if (!user || user.status === 'blocked') {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'blocked' };
  }

  // The successor is written before the old token is marked, so a loser of the race below
  // always finds it.
  const successor = randomUUID();
  const issuedAtMs = nowSecondsMs();
  await db.insert(refreshTokens).values({
    jti: successor,
    userId: row.userId,
    familyId: row.familyId,
    createdAt: new Date(issuedAtMs),
    expiresAt: new Date(issuedAtMs + REFRESH_TOKEN_TTL_S * 1000),
    authAt: row.authAt,
  });
  const won = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()`, replacedBy: successor })
    .where(
      and(
        eq(refreshTokens.jti, row.jti),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ jti: refreshTokens.jti });
  if (won.length > 0) {
    return {
      ok: true,
      tokens: await signPair(cfg, {
        userId: user.id,
        role: user.role,
        family: row.familyId,
        refreshJti: successor,
        issuedAtMs,
      }),
    };
  }
  await db.delete(refreshTokens).where(eq(refreshTokens.jti, successor));

  // Someone rotated this token already: inside the grace window they share the successor.
  const [again] = await db
    .select({ replacedBy: refreshTokens.replacedBy, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.jti, row.jti),
        gt(refreshTokens.usedAt, sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_S})`),
      ),
    )
    .limit(1);
  if (again?.replacedBy && !again.revokedAt) {
    const [next] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, again.replacedBy))
      .limit(1);
    if (next && !next.revokedAt) {
      return {
        ok: true,
        tokens: await signPair(cfg, {
          userId: user.id,
          role: user.role,
          family: row.familyId,
          refreshJti: next.jti,
          issuedAtMs: next.createdAt.getTime(),
        }),
      };
    }
  }
  await revokeFamily(db, row.familyId);
  return { ok: false, reason: 'reused' };
}

export async function revokeFamily(db: Db, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, family), isNull(refreshTokens.revokedAt)));
}

/** Every login of the user ends (password change, blocking). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
