import { SignJWT, UnsecuredJWT } from 'jose';
import { peekExpiry, signToken, verifyToken } from '@/server/auth/tokens';

const secret = 'unit-test-secret-unit-test-secret-0123';

describe('JWT sessions', () => {
  it('signs access tokens for 300 s and refresh tokens for 86400 s (spec §9)', async () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const access = await signToken({
      secret,
      userId: 7,
      role: 'customer',
      type: 'access',
      jti: 'a',
      now,
    });
    const refresh = await signToken({
      secret,
      userId: 7,
      role: 'customer',
      type: 'refresh',
      jti: 'b',
      now,
    });
    expect(peekExpiry(access)).toBe(now / 1000 + 300);
    expect(peekExpiry(refresh)).toBe(now / 1000 + 86400);
  });

  it('verifies a token of the expected type only', async () => {
    const access = await signToken({
      secret,
      userId: 7,
      role: 'manager',
      type: 'access',
      jti: 'a',
    });
    expect(await verifyToken(access, 'access', secret)).toMatchObject({
      sub: '7',
      role: 'manager',
      typ: 'access',
    });
    expect(await verifyToken(access, 'refresh', secret)).toBeNull();
  });

  it('refuses expired tokens, other keys, unsigned and other algorithms', async () => {
    const expired = await signToken({
      secret,
      userId: 1,
      role: 'customer',
      type: 'access',
      jti: 'x',
      now: Date.now() - 3600_000,
    });
    expect(await verifyToken(expired, 'access', secret)).toBeNull();
    const other = await signToken({
      secret: `${secret}!`,
      userId: 1,
      role: 'customer',
      type: 'access',
      jti: 'x',
    });
    expect(await verifyToken(other, 'access', secret)).toBeNull();
    const unsigned = new UnsecuredJWT({ typ: 'access', role: 'manager' })
      .setSubject('1')
      .setJti('x')
      .setIssuer('vitrina')
      .setExpirationTime('5m')
      .encode();
    expect(await verifyToken(unsigned, 'access', secret)).toBeNull();
    const hs512 = await new SignJWT({ typ: 'access', role: 'manager' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setJti('x')
      .setIssuer('vitrina')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    expect(await verifyToken(hs512, 'access', secret)).toBeNull();
  });

  it('peeks nothing from garbage', () => {
    expect(peekExpiry('not-a-token')).toBeNull();
    expect(peekExpiry('a.b.c')).toBeNull();
  });
});
