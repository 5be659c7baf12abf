import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_BUYER } from '@/demo/people';
import { PAIR_FREE_FAILURES } from '@/lib/constants';
import {
  pairWait,
  recordLoginFailure,
  recordLoginSuccess,
  type LoginAttempt,
} from '@/server/auth/login-throttle';
import { rateLimits } from '@/server/db/schema/users';
import { sweepExpiredRateLimits } from '@/server/http/rate-limit';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshIp, post, type Tokens } from './auth-support';

// Issue #17, defect 4: strangers slow themselves, never the owner. The clock is fake, so an
// hour of guessing takes seconds.
let clock = Date.now();
let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 10, deps: { now: () => clock } });
});
afterAll(() => api.close());

const signIn = (username: string, password: string, ip: string) =>
  api.request<Tokens & { detail?: string }>(
    '/api/auth/token/',
    post({ username, password }, { 'X-Forwarded-For': ip }),
  );

describe('password guessing against one account', () => {
  it('1,000 wrong guesses in an hour from 100 addresses never keep the owner out', async () => {
    const db = api.db;
    const start = Date.now();
    const account = 'owner@example.by';
    const owner = (now: number): LoginAttempt => ({ scope: 'site', account, ip: '192.0.2.1', now });
    let guessed = 0;
    let refused = 0;
    let ownerWaits = 0;
    let ownerMaxWaitS = 0;
    for (let i = 0; i < 1000; i++) {
      // The same gate the sign-in route passes: wait? then a wrong password is recorded.
      const now = start + i * 3600; // 1,000 evenly over the hour
      const attacker: LoginAttempt = { scope: 'site', account, ip: `198.51.100.${i % 100}`, now };
      if ((await pairWait(db, attacker)) > 0) refused++;
      else {
        guessed++;
        await recordLoginFailure(db, attacker);
      }
      if (i % 50 === 0) {
        // Every three minutes the owner signs in from their own address; every other time
        // after one typo, retrying as soon as they are allowed.
        let at = now + 1000;
        if (i % 100 === 0) {
          await recordLoginFailure(db, owner(at));
          const wait = await pairWait(db, owner(at + 1));
          ownerMaxWaitS = Math.max(ownerMaxWaitS, wait);
          at += wait * 1000 + 1;
        }
        const wait = await pairWait(db, owner(at));
        if (wait > 0) ownerWaits++;
        await recordLoginSuccess(db, owner(at));
      }
    }
    console.log(
      `1,000 guesses/h from 100 addresses: ${guessed} checked, ${refused} refused (429); ` +
        `owner refused ${ownerWaits} of 20 times, longest wait after a typo ${ownerMaxWaitS} s`,
    );
    expect(ownerWaits).toBe(0);
    expect(ownerMaxWaitS).toBeLessThanOrEqual(1);
    expect(guessed + refused).toBe(1000);
  });

  it('slows one address with growing waits (429, Retry-After, Russian) and lets the owner in from theirs', async () => {
    const attacker = freshIp();
    for (let i = 0; i < PAIR_FREE_FAILURES; i++)
      expect((await signIn(DEMO_BUYER.email, `guess-${i}-password`, attacker)).status).toBe(400);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const slowed = await signIn(DEMO_BUYER.email, `guess-${round}-again`, attacker);
      expect(slowed.status).toBe(429);
      expect(slowed.body.detail).toMatch(
        /^Слишком много неудачных попыток входа\. Попробуйте снова через \d+ с или войдите по коду\.$/,
      );
      const wait = Number(slowed.headers.get('retry-after'));
      waits.push(wait);
      clock += wait * 1000;
      expect((await signIn(DEMO_BUYER.email, `guess-${round}-late`, attacker)).status).toBe(400);
    }
    // 1 s, 2 s, 4 s: each failure past the free ones doubles the wait.
    expect(waits).toEqual([1, 2, 4]);
    // Meanwhile the owner, at their own address, signs in at once.
    expect((await signIn(DEMO_BUYER.email, DEMO_BUYER.password, freshIp())).status).toBe(200);
    // And the attacker's right guess would wait too: the pair is slowed, not the password.
    const stillSlowed = await signIn(DEMO_BUYER.email, DEMO_BUYER.password, attacker);
    expect(stillSlowed.status).toBe(429);
  });
});

describe('old throttle rows', () => {
  it('are deleted once their window is an hour over, at most every ten minutes', async () => {
    const db = api.db;
    const keys = ['sweep:old', 'sweep:live', 'sweep:later'];
    await db.insert(rateLimits).values([
      { key: 'sweep:old', points: 1, resetAt: sql`now() - interval '2 hours'` },
      { key: 'sweep:live', points: 1, resetAt: sql`now() + interval '1 minute'` },
    ]);
    const t = Date.now() + 3600_000; // past any sweep the other tests caused
    await sweepExpiredRateLimits(db, t);
    const left = async () =>
      (
        await db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(inArray(rateLimits.key, keys))
      )
        .map((r) => r.key)
        .sort();
    expect(await left()).toEqual(['sweep:live']);
    await db
      .insert(rateLimits)
      .values({ key: 'sweep:later', points: 1, resetAt: sql`now() - interval '2 hours'` });
    await sweepExpiredRateLimits(db, t + 60_000);
    expect(await left()).toEqual(['sweep:later', 'sweep:live']);
    await sweepExpiredRateLimits(db, t + 11 * 60_000);
    expect(await left()).toEqual(['sweep:live']);
    await db.delete(rateLimits).where(eq(rateLimits.key, 'sweep:live'));
  });
});
