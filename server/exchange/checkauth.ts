import type { Context } from 'hono';
import { PASSWORD_FAILURES_PER_IP, PASSWORD_THROTTLE_WINDOW_S } from '@/lib/constants';
import { findAccount } from '../auth/code-requests';
import {
  clockNow,
  pairWait,
  recordLoginFailure,
  recordLoginSuccess,
  waitText,
  type LoginAttempt,
} from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertNotThrottled, countFailure, type Throttle } from '../auth/throttle';
import type { Db } from '../db/client';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { ExchangeError } from './errors';
import { EXCHANGE_COOKIE, openExchangeSession, type ExchangeKind } from './sessions';

export const WRONG_CREDENTIALS = 'Неверный логин или пароль';

// Compared against for an unknown login, so a wrong login takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** `Authorization: Basic base64(login:password)`, as 1C sends it; UTF-8 either side of ':'. */
export function basicCredentials(
  header: string | undefined,
): { login: string; password: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { login: decoded.slice(0, colon).trim(), password: decoded.slice(colon + 1) };
}

/**
 * checkauth: an active account of role `exchange` with its password opens an exchange session;
 * the answer names the cookie 1C sends back on every further call. Wrong passwords are counted
 * as at the site's sign-in (issue #17: per login and address pair with growing waits, per
 * address across logins), so guessing is slowed while 1C from its own address still gets in.
 */
export async function checkAuth(
  c: Context<AppEnv>,
  db: Db,
  kind: ExchangeKind,
  ttlS: number,
): Promise<string> {
  const credentials = basicCredentials(c.req.header('authorization'));
  if (!credentials) throw new ExchangeError('Не переданы логин и пароль (HTTP Basic)');
  const ip = clientIp(c);
  const throttles: Throttle[] = [
    {
      key: `exchange:ip:${ip}`,
      limit: PASSWORD_FAILURES_PER_IP,
      windowSeconds: PASSWORD_THROTTLE_WINDOW_S,
    },
  ];
  const attempt: LoginAttempt = {
    scope: 'exchange',
    account: credentials.login,
    ip,
    now: clockNow(c),
  };
  const wait = await pairWait(db, attempt);
  try {
    await assertNotThrottled(db, throttles, '');
  } catch {
    throw new ExchangeError('Слишком много неудачных попыток входа. Повторите обмен позже');
  }
  if (wait > 0)
    throw new ExchangeError(
      `Слишком много неудачных попыток входа. Повторите обмен через ${waitText(wait)}`,
    );
  const account = await findAccount(db, credentials.login);
  const stored =
    account?.passwordHash ?? (await (dummyHash ??= hashPassword('vitrina-dummy-password')));
  const matches = await verifyPassword(credentials.password, stored);
  if (!account?.passwordHash || !matches) {
    await countFailure(db, throttles);
    await recordLoginFailure(db, attempt);
    throw new ExchangeError(WRONG_CREDENTIALS);
  }
  await recordLoginSuccess(db, attempt);
  if (account.role !== 'exchange')
    throw new ExchangeError('Эта учётная запись не предназначена для обмена с 1С');
  if (account.status !== 'active') throw new ExchangeError('Учётная запись обмена заблокирована');
  const session = await openExchangeSession(db, { kind, userId: account.id, ttlS });
  return `success\n${EXCHANGE_COOKIE}\n${session.token}`;
}
