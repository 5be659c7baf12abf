import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { DEMO_BUYER } from '@/demo/people';
import { PAIR_FREE_FAILURES } from '@/lib/constants';
import { refreshTokens, users } from '@/server/db/schema/users';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshIp, post, refresh, signInByCode, type Tokens } from './auth-support';

// Issue #17, defect 8: a stolen session must not be enough to change the password.
let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 10 });
});
afterAll(() => api.close());

type Answer = Tokens & { detail?: string; current_password?: string[] };

const signIn = async (email: string, password: string) => {
  const res = await api.request<Tokens>('/api/auth/token/', post({ username: email, password }));
  expect(res.status).toBe(200);
  return res.body;
};

const change = (access: string, body: Record<string, string>, ip = freshIp()) =>
  api.request<Answer>('/api/accounts/set-password/change/', {
    method: 'PATCH',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${access}`,
      'X-Forwarded-For': ip,
    },
    body: JSON.stringify(body),
  });

/** As if this login had signed in `minutes` ago (refresh rotations keep that moment). */
const ageSignIn = (access: string, minutes: number) =>
  api.db
    .update(refreshTokens)
    .set({ authAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(refreshTokens.familyId, String(decodeJwt(access).fam)));

const account = async (password: string) => {
  const email = `change-${Math.random().toString(36).slice(2)}@example.by`;
  await api.db.insert(users).values({ email, role: 'customer', status: 'active' });
  if (password) {
    const tokens = await signInByCode(api, email);
    expect((await change(tokens.access, { password, confirm_password: password })).status).toBe(
      200,
    );
  }
  return email;
};

describe('changing the password', () => {
  it('needs no current password within 10 minutes of a password sign-in', async () => {
    const email = await account('Old-Password-2026');
    const t = await signIn(email, 'Old-Password-2026');
    await ageSignIn(t.access, 9);
    const res = await change(t.access, {
      password: 'New-Password-2026',
      confirm_password: 'New-Password-2026',
    });
    expect(res.status).toBe(200);
    await signIn(email, 'New-Password-2026');
  });

  it('asks for the current password once the sign-in is older, and checks it', async () => {
    const email = await account('Old-Password-2026');
    const t = await signIn(email, 'Old-Password-2026');
    await ageSignIn(t.access, 11);
    const body = { password: 'New-Password-2026', confirm_password: 'New-Password-2026' };

    const missing = await change(t.access, body);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ current_password: ['Введите текущий пароль.'] });

    const wrong = await change(t.access, { ...body, current_password: 'Not-The-Password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ current_password: ['Текущий пароль введён неверно.'] });
    // Nothing changed: the old password still signs in.
    await signIn(email, 'Old-Password-2026');

    const right = await change(t.access, { ...body, current_password: 'Old-Password-2026' });
    expect(right.status).toBe(200);
    expect(right.body.access).toBeTruthy();
    await signIn(email, 'New-Password-2026');
  });

  it('does not renew the sign-in time on refresh', async () => {
    const email = await account('Old-Password-2026');
    const t = await signIn(email, 'Old-Password-2026');
    await ageSignIn(t.access, 11);
    const rotated = await refresh(api, t.refresh);
    expect(rotated.status).toBe(200);
    const res = await change(rotated.body.access, {
      password: 'New-Password-2026',
      confirm_password: 'New-Password-2026',
    });
    expect(res.status).toBe(400);
    expect(res.body.current_password).toEqual(['Введите текущий пароль.']);
  });

  it('counts a code sign-in (the restore flow) as a sign-in', async () => {
    const t = await signInByCode(api, DEMO_BUYER.email);
    await ageSignIn(t.access, 5);
    const res = await change(t.access, {
      password: 'Restored-Password-2026',
      confirm_password: 'Restored-Password-2026',
    });
    expect(res.status).toBe(200);
    await signIn(DEMO_BUYER.email, 'Restored-Password-2026');
  });

  it('sends an old session of an account without a password to sign in by code again', async () => {
    const email = await account('');
    const t = await signInByCode(api, email);
    await ageSignIn(t.access, 30);
    const res = await change(t.access, {
      password: 'First-Password-2026',
      confirm_password: 'First-Password-2026',
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/войдите заново по коду/);
  });

  it('slows a thief guessing the current password from one address', async () => {
    const email = await account('Old-Password-2026');
    const t = await signIn(email, 'Old-Password-2026');
    await ageSignIn(t.access, 60);
    const ip = freshIp();
    const body = { password: 'New-Password-2026', confirm_password: 'New-Password-2026' };
    for (let i = 0; i < PAIR_FREE_FAILURES; i++)
      expect((await change(t.access, { ...body, current_password: `guess-${i}` }, ip)).status).toBe(
        400,
      );
    const slowed = await change(t.access, { ...body, current_password: 'Old-Password-2026' }, ip);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(slowed.body.detail).toMatch(/Слишком много неудачных попыток/);
  });
});
