import { like, or } from 'drizzle-orm';
import { rateLimits } from '@/server/db/schema/users';
import type { TestServer } from '../support/test-server';
import { post, type Tokens } from './auth-support';

/** The code tests' calls on the file's server, which exists only once its beforeAll ran. */
export function codeCalls(api: () => TestServer) {
  /** Lets the next code be asked for at once, as if the countdown had run out. */
  const endCooldown = (email: string) =>
    api()
      .db.delete(rateLimits)
      .where(like(rateLimits.key, `code:cooldown:${email}:%`));
  /** Also forgets the hourly count, for tests about the codes themselves rather than the limits. */
  const freshLimits = (email: string) =>
    api()
      .db.delete(rateLimits)
      .where(
        or(
          like(rateLimits.key, `code:cooldown:${email}:%`),
          like(rateLimits.key, `code:hour:${email}:%`),
        ),
      );
  const tryCode = (email: string, code: string) =>
    api().request<Tokens & Record<string, string[]>>(
      '/api/auth/token/email/',
      post({ email, code }),
    );
  return { endCooldown, freshLimits, tryCode };
}
