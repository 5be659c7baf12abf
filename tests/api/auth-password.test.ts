import { eq } from 'drizzle-orm';
import { DEMO_APPLICANT_EMAIL, DEMO_BUYER, DEMO_MANAGER } from '@/demo/people';
import { users } from '@/server/db/schema/users';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshIp, lastCode, mailsTo, me, post, type Tokens } from './auth-support';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 10 });
});
afterAll(() => api.close());

const signIn = (username: string, password: string, ip = freshIp()) =>
  api.request<Tokens & { detail?: string }>(
    '/api/auth/token/',
    post({ username, password }, { 'X-Forwarded-For': ip }),
  );

const changePassword = (access: string, password: string, confirm = password) =>
  api.request<Tokens & Record<string, string[]>>('/api/accounts/set-password/change/', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
    body: JSON.stringify({ password, confirm_password: confirm }),
  });

describe('password sign-in', () => {
  it('signs in with the e-mail as username, in any letter case', async () => {
    const res = await signIn(DEMO_BUYER.email.toUpperCase(), DEMO_BUYER.password);
    expect(res.status).toBe(200);
    expect((await me(api, res.body.access)).body.email).toBe(DEMO_BUYER.email);
  });

  it('gives one detail for a wrong password, an unknown address and an account without a password', async () => {
    const wrong = await signIn(DEMO_MANAGER.email, 'not-the-password');
    const unknown = await signIn('ghost@example.by', 'whatever-123');
    const noPassword = await signIn(DEMO_APPLICANT_EMAIL, 'whatever-123');
    for (const r of [wrong, unknown, noPassword]) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ detail: 'Неверный e-mail или пароль.' });
    }
  });

  it('slows the guessing address, never the account: the right password from elsewhere works (issue #17)', async () => {
    const email = DEMO_MANAGER.email;
    const guesser = freshIp();
    // Fifteen failures from one address used to lock the account for everyone.
    for (let i = 0; i < 15; i++) await signIn(email, `wrong-${i}-password`, guesser);
    const slowed = await signIn(email, DEMO_MANAGER.password, guesser);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(slowed.body.detail).toMatch(/Слишком много неудачных попыток входа.*через \d+ (с|мин)/);
    // The owner, from an address that has not failed, is let in with the right password.
    expect((await signIn(email, DEMO_MANAGER.password)).status).toBe(200);
  });

  it('throttles failures per IP across accounts', { timeout: 120_000 }, async () => {
    const ip = freshIp();
    // A password spray: 50 addresses at once from one address; every failure is counted.
    const sprayed = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(`spray-${i}@example.by`, 'Password-guess-1', ip)),
    );
    expect(sprayed.every((r) => r.status === 400)).toBe(true);
    expect((await signIn(DEMO_BUYER.email, DEMO_BUYER.password, ip)).status).toBe(429);
    expect((await signIn(DEMO_BUYER.email, DEMO_BUYER.password)).status).toBe(200);
  });
});

describe('setting a password', () => {
  it('needs a session', async () => {
    const res = await api.request('/api/accounts/set-password/change/', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'Abcdefgh-1', confirm_password: 'Abcdefgh-1' }),
    });
    expect(res.status).toBe(401);
  });

  it('refuses short, mismatched, common and address-like passwords with field errors', async () => {
    const { body: t } = await signIn(DEMO_BUYER.email, DEMO_BUYER.password);
    const short = await changePassword(t.access, 'Ab1-');
    expect(short.status).toBe(400);
    expect(short.body.password?.[0]).toBe('Пароль должен быть не короче 8 символов');
    const mismatch = await changePassword(t.access, 'Krovlya-2026-x', 'Krovlya-2026-y');
    expect(mismatch.body.confirm_password?.[0]).toBe('Пароли не совпадают');
    for (const common of ['12345678', 'Password1', 'qwertyuiop', 'йцукенгш']) {
      const res = await changePassword(t.access, common);
      expect(res.status, common).toBe(400);
      expect(res.body.password?.[0]).toMatch(/слишком распространён/);
    }
    expect((await changePassword(t.access, DEMO_BUYER.email)).body.password?.[0]).toMatch(
      /адресом электронной почты/,
    );
    // The password was never changed.
    expect((await signIn(DEMO_BUYER.email, DEMO_BUYER.password)).status).toBe(200);
  });

  it('stores a memory-hard hash, never the password', async () => {
    const [row] = await api.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, DEMO_BUYER.email));
    expect(row?.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row?.hash).not.toContain(DEMO_BUYER.password);
  });
});

describe('restore', () => {
  it('mails a code to a known address, the same answer for an unknown one', async () => {
    const known = await api.request('/api/auth/restore/', post({ email: DEMO_APPLICANT_EMAIL }));
    const unknown = await api.request('/api/auth/restore/', post({ email: 'lost@example.by' }));
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(api, 'lost@example.by')).toHaveLength(0);
    const [mail] = await mailsTo(api, DEMO_APPLICANT_EMAIL);
    expect(mail?.subject).toMatch(/Восстановление доступа/);
  });

  it('lets the code sign in and then set a new password that works', async () => {
    const code = await lastCode(api, DEMO_APPLICANT_EMAIL);
    const session = await api.request<Tokens>(
      '/api/auth/token/email/',
      post({ email: DEMO_APPLICANT_EMAIL, code }),
    );
    expect(session.status).toBe(200);
    const before = await me(api, session.body.access);
    expect(before.body).toMatchObject({ has_password: false, status: 'pending' });
    const set = await changePassword(session.body.access, 'Remstroy-Minsk-2026');
    expect(set.status).toBe(200);
    expect((await signIn(DEMO_APPLICANT_EMAIL, 'Remstroy-Minsk-2026')).status).toBe(200);
  });
});
