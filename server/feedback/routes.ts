import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  FEEDBACK_RATE_LIMIT,
  SIDEBAR_FORM_KEY,
  TEXT_REQUEST_FORM_NOT_FOUND,
  TEXT_REQUEST_SENT,
  TEXT_REQUEST_TOO_MANY,
} from '@/lib/constants';
import { feedbackForm, feedbackProcess, feedbackSidebarForm } from '@/lib/api/endpoints/feedback';
import type { RequestForm, RequestSubmission } from '@/lib/api/contract/feedback';
import type { Db } from '../db/client';
import { requestForms, requestSubmissions } from '../db/schema/content';
import { users } from '../db/schema/users';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';

const formColumns = {
  id: requestForms.id,
  key: requestForms.key,
  title: requestForms.title,
  fields: requestForms.fields,
};

/** A form by its key, or by its numeric id (the spec's `/api/feedback/{id}/`). */
async function findForm(db: Db, keyOrId: string): Promise<RequestForm> {
  const where = /^\d+$/.test(keyOrId)
    ? eq(requestForms.id, Number(keyOrId))
    : eq(requestForms.key, keyOrId);
  const [form] = await db.select(formColumns).from(requestForms).where(where).limit(1);
  if (!form) throw notFound(TEXT_REQUEST_FORM_NOT_FOUND);
  return form;
}

async function activeManagerEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'manager'), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((r) => r.email);
}

function managerLetter(form: RequestForm, submission: RequestSubmission, siteOrigin: string) {
  const when = new Date().toLocaleString('ru-RU', { timeZone: 'Europe/Minsk' });
  const lines = [
    `Новая заявка с сайта: «${form.title}».`,
    '',
    `Имя: ${submission.name}`,
    `Телефон: ${submission.phone}`,
    `Комментарий: ${submission.comment || '—'}`,
    `Получена: ${when} (Минск)`,
    '',
    `Сайт: ${siteOrigin}`,
  ];
  return {
    subject: `Новая заявка: ${submission.name}, ${submission.phone}`,
    text: lines.join('\n'),
  };
}

export function registerFeedbackRoutes(app: Hono<AppEnv>): void {
  // Registered before `/api/feedback/{id}/` so the fixed path wins.
  bind(app, feedbackSidebarForm, async (c) => {
    const { db } = await c.get('deps').database();
    return findForm(db, SIDEBAR_FORM_KEY);
  });

  bind(app, feedbackForm, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return findForm(db, params.id);
  });

  bind(app, feedbackProcess, async (c, { params, body }) => {
    const deps = c.get('deps');
    const { db } = await deps.database();
    const form = await findForm(db, params.key);
    const ip = clientIp(c);
    // Only valid submissions reach this point (bind validated them), so only they count.
    await enforceRateLimit(
      db,
      `feedback:${ip}`,
      FEEDBACK_RATE_LIMIT.limit,
      FEEDBACK_RATE_LIMIT.windowS,
      TEXT_REQUEST_TOO_MANY,
    );
    await db.insert(requestSubmissions).values({
      formId: form.id,
      name: body.name,
      phone: body.phone,
      comment: body.comment,
      ip,
    });
    const letter = managerLetter(form, body, deps.siteOrigin);
    // The mailer keeps every message in the outbox and logs failures itself: a broken SMTP
    // server never loses the request, which is already stored.
    await Promise.all(
      (await activeManagerEmails(db)).map((to) => deps.mailer.send(db, { to, ...letter })),
    );
    return { detail: TEXT_REQUEST_SENT };
  });
}
