import { eq } from 'drizzle-orm';
import { TEXT_REQUEST_FORM_NOT_FOUND } from '@/lib/constants';
import { MAX_ID } from '@/lib/api/contract/ids';
import type { RequestForm, RequestSubmission } from '@/lib/api/contract/feedback';
import type { Db } from '../db/client';
import { requestForms, requestSubmissions } from '../db/schema/content';
import { notFound } from '../http/errors';

const formColumns = {
  id: requestForms.id,
  key: requestForms.key,
  title: requestForms.title,
  fields: requestForms.fields,
};

/** A form by its key, or by its numeric id (the spec's `/api/feedback/{id}/`). */
export async function findForm(db: Db, keyOrId: string): Promise<RequestForm> {
  // A number beyond the id column's range names no form (and would fail the query).
  if (/^\d+$/.test(keyOrId) && Number(keyOrId) > MAX_ID)
    throw notFound(TEXT_REQUEST_FORM_NOT_FOUND);
  const where = /^\d+$/.test(keyOrId)
    ? eq(requestForms.id, Number(keyOrId))
    : eq(requestForms.key, keyOrId);
  const [form] = await db.select(formColumns).from(requestForms).where(where).limit(1);
  if (!form) throw notFound(TEXT_REQUEST_FORM_NOT_FOUND);
  return form;
}

export function managerLetter(
  form: RequestForm,
  submission: RequestSubmission,
  siteOrigin: string,
) {
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

export async function saveSubmission(
  db: Db,
  formId: number,
  submission: RequestSubmission,
  ip: string,
): Promise<void> {
  await db.insert(requestSubmissions).values({
    formId,
    name: submission.name,
    phone: submission.phone,
    comment: submission.comment,
    ip,
  });
}
