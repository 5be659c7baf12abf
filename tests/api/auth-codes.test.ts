import { eq, sql } from 'drizzle-orm';
import { DEMO_BUYER } from '@/demo/people';
import { authCodes, users } from '@/server/db/schema/users';
import { startTestServer, type TestServer } from '../support/test-server';
import { codeCalls } from './auth-code-calls';
import { freshIp, lastCode, mailsTo, me, post, requestCode, type Tokens } from './auth-support';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 10 });
});
afterAll(() => api.close());

const { endCooldown, freshLimits, tryCode } = codeCalls(() => api);

describe('sign-in codes', () => {
  it('mails 8 digits to a known address and stores only a keyed hash of them', async () => {
    const sent = await requestCode(api, DEMO_BUYER.email);
    expect(sent.status).toBe(200);
    expect(sent.body.retry_after).toBe(120);
    const code = await lastCode(api, DEMO_BUYER.email);
    expect(code).toMatch(/^\d{8}$/);
    const rows = await api.db.select().from(authCodes).where(eq(authCodes.email, DEMO_BUYER.email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).not.toContain(code);
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    }
    const signedIn = await tryCode(DEMO_BUYER.email, code);
    expect(signedIn.status).toBe(200);
    expect((await me(api, signedIn.body.access)).body.email).toBe(DEMO_BUYER.email);
  });

  it('draws codes from a cryptographic generator (no repeats over many draws)', async () => {
    const { generateCode } = await import('@/server/auth/codes');
    const codes = new Set(Array.from({ length: 2000 }, generateCode));
    expect(codes.size).toBeGreaterThan(1990);
    for (const c of codes) expect(c).toMatch(/^\d{8}$/);
  });

  it('answers a known and an unknown address the same way, and mails only the known one', async () => {
    const ip = freshIp();
    const known = await requestCode(api, 'manager@vitrina.by', ip);
    const unknown = await requestCode(api, 'nobody-here@example.by', ip);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(api, 'nobody-here@example.by')).toHaveLength(0);
    // The countdown holds for the unknown address too, so timing of a second ask tells nothing.
    expect((await requestCode(api, 'nobody-here@example.by', ip)).status).toBe(429);
  });

  it('accepts a code once: a replay, even in parallel, fails', async () => {
    const email = DEMO_BUYER.email;
    await freshLimits(email);
    await requestCode(api, email);
    const code = await lastCode(api, email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => tryCode(email, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const replay = await tryCode(email, code);
    expect(replay.status).toBe(400);
    expect(replay.body.code?.[0]).toMatch(/Неверный или просроченный код/);
  });

  it('kills a code after 5 wrong attempts, even for the right one afterwards', async () => {
    const email = DEMO_BUYER.email;
    await freshLimits(email);
    await requestCode(api, email);
    const code = await lastCode(api, email);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) expect((await tryCode(email, wrong)).status).toBe(400);
    expect((await tryCode(email, code)).status).toBe(400);
  });

  it('spends an attempt per try before comparing, so 20 parallel guesses get no more than 5 looks', async () => {
    const email = DEMO_BUYER.email;
    await freshLimits(email);
    await requestCode(api, email);
    const code = await lastCode(api, email);
    const wrong = code === '22222222' ? '33333333' : '22222222';
    await Promise.all(Array.from({ length: 20 }, () => tryCode(email, wrong)));
    const [row] = await api.db
      .select()
      .from(authCodes)
      .where(eq(authCodes.email, email))
      .orderBy(sql`${authCodes.id} desc`)
      .limit(1);
    expect(row?.attempts).toBe(5);
    expect((await tryCode(email, code)).status).toBe(400);
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = DEMO_BUYER.email;
    await freshLimits(email);
    await requestCode(api, email);
    const code = await lastCode(api, email);
    await api.db
      .update(authCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authCodes.email, email));
    expect((await tryCode(email, code)).status).toBe(400);
  });

  it('makes a code valid for 10 minutes from its creation', async () => {
    const email = 'manager@vitrina.by';
    await endCooldown(email);
    await requestCode(api, email);
    const [row] = await api.db
      .select({
        ttl: sql<number>`extract(epoch from ${authCodes.expiresAt} - ${authCodes.createdAt})::int`,
      })
      .from(authCodes)
      .where(eq(authCodes.email, email))
      .orderBy(sql`${authCodes.id} desc`)
      .limit(1);
    expect(row?.ttl).toBe(600);
  });

  it('gives no new code sooner than 120 s after the last: 429 with Retry-After', async () => {
    const email = 'countdown@example.by';
    const ip = freshIp();
    expect((await requestCode(api, email, ip)).status).toBe(200);
    const again = await requestCode(api, email, ip);
    expect(again.status).toBe(429);
    const retry = Number(again.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(100);
    expect(retry).toBeLessThanOrEqual(120);
    expect((again.body as unknown as { detail: string }).detail).toMatch(/две минуты/);
  });

  it('only the newest code counts once the same requester asked for another', async () => {
    const email = DEMO_BUYER.email;
    const ip = freshIp();
    await freshLimits(email);
    await requestCode(api, email, ip);
    const first = await lastCode(api, email);
    await freshLimits(email);
    await requestCode(api, email, ip);
    const second = await lastCode(api, email);
    expect(second).not.toBe(first);
    expect((await tryCode(email, first)).status).toBe(400);
    expect((await tryCode(email, second)).status).toBe(200);
  });

  it('allows a handful of codes an hour per address and requester', async () => {
    const email = 'hourly@example.by';
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      await endCooldown(email);
      statuses.push((await requestCode(api, email, ip)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('lets the owner get and use a new code at once while strangers ask for and spend codes (issue #17)', async () => {
    const email = 'manager@vitrina.by';
    await freshLimits(email);
    const owner = freshIp();
    // Strangers, each from their address: ask for codes, spend every try, again and again.
    for (let round = 0; round < 6; round++) {
      const stranger = freshIp();
      for (let i = 0; i < 5 && round < 5; i++) {
        await endCooldown(email);
        await requestCode(api, email, stranger);
      }
      for (let i = 0; i < 5; i++)
        await api.request(
          '/api/auth/token/email/',
          post({ email, code: '00000000' }, { 'X-Forwarded-For': stranger }),
        );
    }
    // The owner asks now: no countdown or hourly count of theirs was spent by anyone else.
    const sent = await requestCode(api, email, owner);
    expect(sent.status).toBe(200);
    // A stranger asking right after does not retire the owner's code.
    const code = await lastCode(api, email);
    expect((await requestCode(api, email, freshIp())).status).toBe(200);
    const used = await api.request<Tokens>(
      '/api/auth/token/email/',
      post({ email, code }, { 'X-Forwarded-For': owner }),
    );
    expect(used.status).toBe(200);
  });

  it('allows a limited number of codes an hour per IP, across addresses', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await requestCode(api, `ip-limit-${i}@example.by`, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('keeps the per-IP limit when the client writes its own X-Forwarded-For entries', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await requestCode(api, `spoof-${i}@example.by`, `198.51.100.${i}, ${ip}`)).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('mails no code to a blocked account, and refuses a code sent before the block', async () => {
    const email = `blocked-${Date.now()}@test.by`;
    const [user] = await api.db
      .insert(users)
      .values({ email, role: 'customer', status: 'active', firstName: 'Иван' })
      .returning({ id: users.id });
    expect((await requestCode(api, email)).status).toBe(200);
    const code = await lastCode(api, email);
    await api.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.id, user?.id ?? 0));

    const res = await api.request<Tokens & { detail: string }>(
      '/api/auth/token/email/',
      post({ email, code }),
    );
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/заблокирована/);
    expect(res.body.access).toBeUndefined();

    await api.db.delete(authCodes).where(eq(authCodes.email, email));
    const before = (await mailsTo(api, email)).length;
    expect((await requestCode(api, email)).status).toBe(200);
    expect(await mailsTo(api, email)).toHaveLength(before);
  });

  it('lets a new code be asked for right after one was used', async () => {
    const email = 'manager@vitrina.by';
    await endCooldown(email);
    await requestCode(api, email);
    expect((await tryCode(email, await lastCode(api, email))).status).toBe(200);
    expect((await requestCode(api, email)).status).toBe(200);
  });
});
