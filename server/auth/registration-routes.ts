import type { Hono } from 'hono';
import { TEXT_POLICY_REQUIRED } from '@/lib/constants';
import { registration } from '@/lib/api/endpoints/auth';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { alreadyRegisteredMail, registrationCodeMail } from '../mail/templates/codes';
import { codeSentAnswer, findAccount, issueCode } from './code-requests';
import { limitCodeTries, wrongCode } from './code-tries';
import { consumeCode } from './codes';
import { sessionConfig } from './config';
import { alreadyExists, createApplicant, notifyManagers, policyRequired } from './registration';
import { startSession } from './sessions';

export function registerRegistrationRoutes(app: Hono<AppEnv>): void {
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
}
