import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { DEMO_BUYER, DEMO_MANAGER } from '@/demo/people';
import { refreshTokens, users } from '@/server/db/schema/users';
import { signToken } from '@/server/auth/tokens';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/test-server';
import { bearer, me, post, refresh, signInByPassword, type Tokens } from './auth-support';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 10 });
});
afterAll(() => api.close());

async function buyerSession(): Promise<Tokens> {
  const res = await signInByPassword(api, DEMO_BUYER.email, DEMO_BUYER.password);
  expect(res.status).toBe(200);
  return res.body;
}

describe('tokens', () => {
  it('signs HS256 JWTs with a type claim: access 300 s, refresh 86400 s', async () => {
    const { access, refresh: r } = await buyerSession();
    const a = decodeJwt(access);
    const b = decodeJwt(r);
    expect(a).toMatchObject({ typ: 'access', iss: 'vitrina' });
    expect(b).toMatchObject({ typ: 'refresh', iss: 'vitrina' });
    expect((a.exp ?? 0) - (a.iat ?? 0)).toBe(300);
    expect((b.exp ?? 0) - (b.iat ?? 0)).toBe(86400);
    expect(a.fam).toBe(b.fam);
  });

  it('refuses a refresh token used as access, and an access token used to refresh', async () => {
    const t = await buyerSession();
    const asAccess = await me(api, t.refresh);
    expect(asAccess.status).toBe(401);
    expect(asAccess.body.detail).toBe('Токен недействителен или просрочен.');
    expect((await refresh(api, t.access)).status).toBe(401);
  });

  it('refuses unsigned tokens and algorithms outside the allowlist', async () => {
    const t = await buyerSession();
    const claims = decodeJwt(t.access);
    const unsigned = new UnsecuredJWT({ ...claims }).encode();
    expect((await me(api, unsigned)).status).toBe(401);
    const hs512 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(api, hs512)).status).toBe(401);
  });

  it('rotates the refresh token: a new pair each time, and the new one works', async () => {
    const first = await buyerSession();
    const second = await refresh(api, first.refresh);
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(first.refresh);
    expect((await me(api, second.body.access)).status).toBe(200);
    const third = await refresh(api, second.body.refresh);
    expect(third.status).toBe(200);
  });

  it('lets 20 parallel refreshes of one token all succeed, with one shared successor', async () => {
    const t = await buyerSession();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(api, t.refresh)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((a) => a.body.refresh)).size).toBe(1);
    for (const a of answers.slice(0, 3)) expect((await me(api, a.body.access)).status).toBe(200);
    const jti = decodeJwt(t.refresh).jti ?? '';
    const family = await api.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, String(decodeJwt(t.refresh).fam)));
    // The original and exactly one successor: the losers left nothing behind.
    expect(family).toHaveLength(2);
    expect(family.find((r) => r.jti === jti)?.replacedBy).toBe(
      answers[0]?.body.refresh && decodeJwt(answers[0].body.refresh).jti,
    );
  });

  it('revokes the whole login when a rotated token comes back after the grace window', async () => {
    const t = await buyerSession();
    const next = await refresh(api, t.refresh);
    expect(next.status).toBe(200);
    await api.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.jti, String(decodeJwt(t.refresh).jti)));
    const stolen = await refresh(api, t.refresh);
    expect(stolen.status).toBe(401);
    // Everything of that login is dead now: the successor and its access token.
    expect((await refresh(api, next.body.refresh)).status).toBe(401);
    expect((await me(api, next.body.access)).status).toBe(401);
    // Another login of the same user lives on.
    const other = await buyerSession();
    expect((await me(api, other.access)).status).toBe(200);
  });

  it('logout revokes the refresh and access tokens of that login', async () => {
    const t = await buyerSession();
    const out = await api.request(
      '/api/auth/logout/',
      post({ refresh: t.refresh }, { Authorization: `Bearer ${t.access}` }),
    );
    expect(out.status).toBe(200);
    expect((await me(api, t.access)).status).toBe(401);
    expect((await refresh(api, t.refresh)).status).toBe(401);
  });

  it('password change revokes every other login and opens a new one', async () => {
    const a = await buyerSession();
    const b = await buyerSession();
    const change = await api.request<Tokens>('/api/accounts/set-password/change/', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${a.access}` },
      body: JSON.stringify({ password: 'Krovlya-Minsk-77', confirm_password: 'Krovlya-Minsk-77' }),
    });
    expect(change.status).toBe(200);
    expect((await me(api, a.access)).status).toBe(401);
    expect((await me(api, b.access)).status).toBe(401);
    expect((await refresh(api, b.refresh)).status).toBe(401);
    expect((await me(api, change.body.access)).status).toBe(200);
    expect((await signInByPassword(api, DEMO_BUYER.email, DEMO_BUYER.password)).status).toBe(400);
    expect((await signInByPassword(api, DEMO_BUYER.email, 'Krovlya-Minsk-77')).status).toBe(200);
    // Put the demo password back for the other tests.
    const back = await api.request('/api/accounts/set-password/change/', {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${change.body.access}`,
      },
      body: JSON.stringify({
        password: DEMO_BUYER.password,
        confirm_password: DEMO_BUYER.password,
      }),
    });
    expect(back.status).toBe(200);
  });

  it('refuses a blocked user everywhere: sign-in, existing access, refresh', async () => {
    const t = await signInByPassword(api, DEMO_MANAGER.email, DEMO_MANAGER.password);
    expect(t.status).toBe(200);
    await api.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.email, DEMO_MANAGER.email));
    try {
      expect((await me(api, t.body.access)).status).toBe(401);
      expect((await refresh(api, t.body.refresh)).status).toBe(401);
      const again = await signInByPassword(api, DEMO_MANAGER.email, DEMO_MANAGER.password);
      expect(again.status).toBe(403);
      expect((again.body as unknown as { detail: string }).detail).toMatch(/заблокирована/);
    } finally {
      await api.db
        .update(users)
        .set({ status: 'active' })
        .where(eq(users.email, DEMO_MANAGER.email));
    }
  });

  it('takes the role from the database, not from a token that claims more', async () => {
    const t = await buyerSession();
    const claims = decodeJwt(t.access);
    // A genuine token of a customer re-signed with the role bumped (as if the secret leaked
    // an old token): the API still sees a customer.
    const forged = await signToken({
      secret: TEST_JWT_SECRET,
      userId: Number(claims.sub),
      role: 'manager',
      type: 'access',
      jti: 'forged',
      family: String(claims.fam),
    });
    const res = await api.request('/api/manager/applications/', bearer(forged));
    expect(res.status).toBe(403);
  });

  it('refuses a validly signed token that belongs to no login (no or odd family): 401, never 500', async () => {
    const t = await buyerSession();
    const sub = Number(decodeJwt(t.access).sub);
    for (const family of [undefined, 'not-a-uuid']) {
      const access = await signToken({
        secret: TEST_JWT_SECRET,
        userId: sub,
        role: 'customer',
        type: 'access',
        jti: 'x',
        family,
      });
      expect((await me(api, access)).status).toBe(401);
      const refreshToken = await signToken({
        secret: TEST_JWT_SECRET,
        userId: sub,
        role: 'customer',
        type: 'refresh',
        jti: 'y',
        family,
      });
      expect((await refresh(api, refreshToken)).status).toBe(401);
      const out = await api.request(
        '/api/auth/logout/',
        post({ refresh: refreshToken }, { Authorization: `Bearer ${access}` }),
      );
      expect(out.status).toBe(200);
    }
  });

  it("refuses a token naming an invented login, or another account's login, or an expired one (issue #17)", async () => {
    const mint = (userId: number, family: string) =>
      signToken({
        secret: TEST_JWT_SECRET,
        userId,
        role: 'manager',
        type: 'access',
        jti: randomUUID(),
        family,
      });
    const buyer = decodeJwt((await buyerSession()).access);
    const manager = await signInByPassword(api, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const managerClaims = decodeJwt(manager.body.access);
    const managerId = Number(managerClaims.sub);

    // A made-up family has no rows at all: it used to pass as "not revoked".
    expect((await me(api, await mint(managerId, randomUUID()))).status).toBe(401);
    // The buyer's live family under the manager's id: the family is not the manager's.
    expect((await me(api, await mint(managerId, String(buyer.fam)))).status).toBe(401);
    // The manager's own live family still works, so the refusals above are about the family.
    const own = await mint(managerId, String(managerClaims.fam));
    expect((await me(api, own)).status).toBe(200);
    // Once the login's tokens have all expired, the login is over.
    await api.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.familyId, String(managerClaims.fam)));
    expect((await me(api, own)).status).toBe(401);
  });

  it('answers protected calls without a token with 401 and a Russian detail', async () => {
    const res = await api.request<{ detail: string }>('/api/user/personal/');
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Учётные данные не были предоставлены.');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });
});
