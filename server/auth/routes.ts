import type { Hono } from 'hono';
import {
  PASSWORD_FAILURES_PER_IP,
  PASSWORD_THROTTLE_WINDOW_S,
  TEXT_ACCOUNT_BLOCKED,
} from '@/lib/constants';
import {
  logout,
  restore,
  sendCode,
  tokenByCode,
  tokenByPassword,
  tokenRefresh,
} from '@/lib/api/endpoints/auth';
import { codeSentAnswer, findAccount, issueCode } from './code-requests';
import { limitCodeTries, wrongCode } from './code-tries';
import { consumeCode } from './codes';
import { sessionConfig } from './config';
import { hashPassword, verifyPassword } from './password';
import { assertSiteAccount } from './site-account';
import {
  assertPairMayTry,
  clockNow,
  recordLoginFailure,
  recordLoginSuccess,
  type LoginAttempt,
} from './login-throttle';
import { isUuid, revokeFamily, rotateRefresh, startSession } from './sessions';
import { assertNotThrottled, countFailure, type Throttle } from './throttle';
import { verifyToken } from './tokens';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { detail } from '../http/errors';
import { loginCodeMail, restoreCodeMail } from '../mail/templates/codes';

const WRONG_PASSWORD = 'Неверный e-mail или пароль.';
const TOO_MANY_FAILURES = 'Слишком много неудачных попыток входа.';
const CODE_SENT = 'Если учётная запись с этим адресом существует, мы отправили на него код.';

// Compared against when the address has no password, so both answers take as long.
let dummyHash: Promise<string> | undefined;

export function registerAuthRoutes(app: Hono<AppEnv>): void {
  bind(app, sendCode, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const code = await issueCode(db, {
      email: body.email,
      purpose: 'login',
      ip: clientIp(c),
      secret: deps.jwtSecret,
    });
    const account = await findAccount(db, body.email);
    if (account && account.status !== 'blocked') {
      // Queued: an SMTP round trip for known addresses only would tell them apart.
      await deps.mailer.queue(db, { to: body.email, ...loginCodeMail(code, account.firstName) });
    }
    return codeSentAnswer(CODE_SENT);
  });

  bind(app, restore, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const code = await issueCode(db, {
      email: body.email,
      purpose: 'restore',
      ip: clientIp(c),
      secret: deps.jwtSecret,
    });
    const account = await findAccount(db, body.email);
    if (account && account.status !== 'blocked') {
      // Queued: an SMTP round trip for known addresses only would tell them apart.
      await deps.mailer.queue(db, { to: body.email, ...restoreCodeMail(code, account.firstName) });
    }
    return codeSentAnswer(CODE_SENT);
  });

  bind(app, tokenByCode, async (c, { body }) => {
    const { db } = await c.get('deps').database();
    await limitCodeTries(c);
    const check = await consumeCode(db, {
      email: body.email,
      code: body.code,
      purposes: ['login', 'restore'],
      secret: c.get('deps').jwtSecret,
    });
    if (!check.ok) throw wrongCode();
    const account = await findAccount(db, body.email);
    if (!account) throw wrongCode();
    if (account.status === 'blocked') throw detail(403, TEXT_ACCOUNT_BLOCKED);
    assertSiteAccount(account);
    return startSession(db, sessionConfig(c), account);
  });

  bind(app, tokenByPassword, async (c, { body }) => {
    const { db } = await c.get('deps').database();
    const ip = clientIp(c);
    // Issue #17: a spray from one address is capped per address; guesses at one account are
    // slowed per (account, address) pair, never by locking the account (login-throttle.ts).
    const perIp: Throttle[] = [
      {
        key: `pwd:ip:${ip}`,
        limit: PASSWORD_FAILURES_PER_IP,
        windowSeconds: PASSWORD_THROTTLE_WINDOW_S,
      },
    ];
    const attempt: LoginAttempt = { scope: 'site', account: body.username, ip, now: clockNow(c) };
    await assertNotThrottled(
      db,
      perIp,
      `${TOO_MANY_FAILURES} Попробуйте позже или войдите по коду.`,
    );
    await assertPairMayTry(
      db,
      attempt,
      (wait) => `${TOO_MANY_FAILURES} Попробуйте снова через ${wait} или войдите по коду.`,
    );
    const account = await findAccount(db, body.username);
    const stored =
      account?.passwordHash ?? (await (dummyHash ??= hashPassword('vitrina-dummy-password')));
    const matches = await verifyPassword(body.password, stored);
    if (!account?.passwordHash || !matches) {
      await countFailure(db, perIp);
      await recordLoginFailure(db, attempt);
      throw detail(400, WRONG_PASSWORD);
    }
    await recordLoginSuccess(db, attempt);
    if (account.status === 'blocked') throw detail(403, TEXT_ACCOUNT_BLOCKED);
    assertSiteAccount(account);
    return startSession(db, sessionConfig(c), account);
  });

  bind(app, tokenRefresh, async (c, { body }) => {
    const { db } = await c.get('deps').database();
    const outcome = await rotateRefresh(db, sessionConfig(c), body.refresh);
    if (!outcome.ok) {
      throw detail(
        401,
        outcome.reason === 'blocked' ? TEXT_ACCOUNT_BLOCKED : 'Токен недействителен или просрочен.',
      );
    }
    return outcome.tokens;
  });

  bind(app, logout, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const families = new Set<string>();
    if (body?.refresh) {
      const claims = await verifyToken(body.refresh, 'refresh', deps.jwtSecret);
      if (isUuid(claims?.fam)) families.add(claims.fam);
    }
    const header = c.req.header('authorization');
    if (header?.startsWith('Bearer ')) {
      const claims = await verifyToken(header.slice(7).trim(), 'access', deps.jwtSecret);
      if (isUuid(claims?.fam)) families.add(claims.fam);
    }
    for (const family of families) await revokeFamily(db, family);
    return { detail: 'Выход выполнен.' };
  });
}
