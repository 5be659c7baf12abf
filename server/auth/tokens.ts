import { isStaff, type Role } from '@/lib/account/roles';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '@/lib/constants';

type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  typ: TokenType;
  role: Role;
  jti: string;
  /** The login a refresh token belongs to (rotation family). */
  fam?: string;
  exp: number;
  iat: number;
}

const ISSUER = 'vitrina';
// Only the algorithm we sign with is accepted: no `none`, no key confusion.
const ALGORITHMS = ['HS256'];

const key = (secret: string) => new TextEncoder().encode(secret);

interface SignOptions {
  secret: string;
  userId: number;
  role: TokenClaims['role'];
  type: TokenType;
  jti: string;
  family?: string;
  ttlSeconds?: number;
  now?: number;
}

export async function signToken(o: SignOptions): Promise<string> {
  const ttl = o.ttlSeconds ?? (o.type === 'access' ? ACCESS_TOKEN_TTL_S : REFRESH_TOKEN_TTL_S);
  const iat = Math.floor((o.now ?? Date.now()) / 1000);
  const claims: JWTPayload = { typ: o.type, role: o.role };
  if (o.family) claims.fam = o.family;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(o.userId))
    .setJti(o.jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(key(o.secret));
}

/** Verifies signature, issuer, expiry and the expected type; null when any fails. */
export async function verifyToken(
  token: string,
  type: TokenType,
  secret: string,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
    });
    if (
      payload.typ !== type ||
      typeof payload.sub !== 'string' ||
      typeof payload.jti !== 'string'
    ) {
      return null;
    }
    if (payload.role !== 'customer' && !isStaff(payload.role as string)) return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}

function peek(token: string): { exp?: unknown; iat?: unknown } | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as {
      exp?: unknown;
      iat?: unknown;
    };
  } catch {
    return null;
  }
}

/** Reads `exp` without verifying, for deciding when to refresh (never for trust). */
export function peekExpiry(token: string): number | null {
  const json = peek(token);
  return typeof json?.exp === 'number' ? json.exp : null;
}

/** Seconds between `iat` and `exp`, unverified: how long this kind of token lives. */
export function peekLifetime(token: string): number | null {
  const json = peek(token);
  return typeof json?.exp === 'number' && typeof json.iat === 'number' ? json.exp - json.iat : null;
}
