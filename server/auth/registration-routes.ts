import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { TEXT_POLICY_REQUIRED } from '@/lib/constants';
import { ddParty } from '@/lib/api/endpoints/companies';
import { registration } from '@/lib/api/endpoints/auth';
import { setPassword } from '@/lib/api/endpoints/account';
import type { registrationSchema } from '@/lib/api/contract/auth';
import type { z } from 'zod';
import { codeSentAnswer, findAccount, issueCode } from './code-requests';
import { consumeCode } from './codes';
import { sessionConfig } from './config';
import { hashPassword } from './password';
import { passwordProblem } from './password-policy';
import { revokeUserSessions, startSession } from './sessions';
import { suggestCompanies } from '../companies/suggest';
import type { Db } from '../db/client';
import { siteConfigs } from '../db/schema/content';
import { registrationApplications, users } from '../db/schema/users';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { applicationReceivedMail } from '../mail/templates/accounts';
import { alreadyRegisteredMail, registrationCodeMail } from '../mail/templates/codes';
import { limitCodeTries, wrongCode } from './routes';

type RegistrationData = z.output<typeof registrationSchema>;

async function policyRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: siteConfigs.value })
    .from(siteConfigs)
    .where(eq(siteConfigs.name, 'POLICY_LINK'))
    .limit(1);
  return !!row?.value.trim();
}

/** What the manager sees later: the application as given, without the code. */
function applicationPayload(b: RegistrationData) {
  return {
    first_name: b.first_name,
    organization: b.organization,
    email: b.email,
    phone: b.phone,
    company_picked: b.company_picked,
    inn: b.company_picked ? (b.inn ?? null) : null,
    unp: b.company_picked ? (b.unp ?? null) : null,
    is_registration: true,
    policy_accepted: b.policy_accepted ?? false,
  };
}

async function createApplicant(
  db: Db,
  b: RegistrationData,
): Promise<{ userId: number; applicationId: number }> {
  const payload = applicationPayload(b);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: b.email,
          role: 'customer',
          status: 'pending',
          firstName: b.first_name,
          phone: b.phone,
          organization: b.organization,
          inn: payload.inn,
          unp: payload.unp,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('Пользователь не создан');
      const [application] = await tx
        .insert(registrationApplications)
        .values({ userId: user.id, payload })
        .returning({ id: registrationApplications.id });
      if (!application) throw new Error('Заявка не создана');
      return { userId: user.id, applicationId: application.id };
    });
  } catch (error) {
    // Two submissions racing for one address: the unique index decides.
    if ((error as { code?: string }).code === '23505' || /users_email_key/.test(String(error)))
      throw alreadyExists();
    throw error;
  }
}

const alreadyExists = () =>
  new ApiError(400, {
    email: ['Учётная запись с этим адресом уже существует. Войдите по e-mail и коду.'],
  });

async function notifyManagers(
  deps: AppDeps,
  db: Db,
  applicationId: number,
  b: RegistrationData,
): Promise<void> {
  const managers = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'manager'), eq(users.status, 'active')));
  const payload = applicationPayload(b);
  const mail = applicationReceivedMail({ id: applicationId, ...payload }, deps.siteOrigin);
  for (const m of managers) await deps.mailer.send(db, { to: m.email, ...mail });
}

export function registerAccountRoutes(app: Hono<AppEnv>): void {
  bind(app, registration, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    if (body.policy_accepted !== true && (await policyRequired(db))) {
      throw new ApiError(400, { policy_accepted: [TEXT_POLICY_REQUIRED] });
    }

    if (!body.code) {
      // Step one: the same answer for every address; only a new one gets a registration code.
      const code = await issueCode(db, {
        email: body.email,
        purpose: 'registration',
        ip: clientIp(c),
        secret: deps.jwtSecret,
      });
      const existing = await findAccount(db, body.email);
      const mail = existing
        ? alreadyRegisteredMail(deps.siteOrigin, existing.firstName)
        : registrationCodeMail(code, body.first_name);
      await deps.mailer.send(db, { to: body.email, ...mail });
      return codeSentAnswer('Мы отправили письмо с кодом на указанный адрес.');
    }

    await limitCodeTries(c);
    const check = await consumeCode(db, {
      email: body.email,
      code: body.code,
      purposes: ['registration'],
      secret: deps.jwtSecret,
    });
    if (!check.ok) throw wrongCode();
    if (await findAccount(db, body.email)) throw alreadyExists();
    const { userId, applicationId } = await createApplicant(db, body);
    await notifyManagers(deps, db, applicationId, body);
    return startSession(db, sessionConfig(c), { id: userId, role: 'customer' });
  });

  bind(app, setPassword, async (c, { body }, user) => {
    const { db } = await c.get('deps').database();
    const [row] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    const problem = passwordProblem(body.password, row?.email);
    if (problem) throw new ApiError(400, { password: [problem] });
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, user.id));
    // Every other login ends; this browser gets a fresh one.
    await revokeUserSessions(db, user.id);
    return startSession(db, sessionConfig(c), user);
  });

  bind(app, ddParty, async (c, { params, query }) => {
    const { db } = await c.get('deps').database();
    // Typing asks once per pause; this only stops a script from draining the paid registers.
    await enforceRateLimit(db, `dd:ip:${clientIp(c)}`, 120, 60);
    return suggestCompanies(db, params.text, query.country);
  });
}
