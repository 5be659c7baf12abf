import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { registrationSchema } from '@/lib/api/contract/auth';
import { activeManagerEmails } from '../account/managers';
import type { Db } from '../db/client';
import { siteConfigs } from '../db/schema/content';
import { registrationApplications, users } from '../db/schema/users';
import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';
import { applicationReceivedMail } from '../mail/templates/accounts';

type RegistrationData = z.output<typeof registrationSchema>;

export async function policyRequired(db: Db): Promise<boolean> {
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

export async function createApplicant(
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

export const alreadyExists = () =>
  new ApiError(400, {
    email: ['Учётная запись с этим адресом уже существует. Войдите по e-mail и коду.'],
  });

export async function notifyManagers(
  deps: AppDeps,
  db: Db,
  applicationId: number,
  b: RegistrationData,
): Promise<void> {
  const payload = applicationPayload(b);
  const mail = applicationReceivedMail({ id: applicationId, ...payload }, deps.siteOrigin);
  for (const to of await activeManagerEmails(db)) await deps.mailer.send(db, { to, ...mail });
}
