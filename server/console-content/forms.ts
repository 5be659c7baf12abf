import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConsoleForm, formInputSchema } from '@/lib/api/contract/console-content';
import { TEXT_FORM_NOT_FOUND } from '@/lib/constants';
import type { Db } from '../db/client';
import { requestForms } from '../db/schema/content';
import { recordChange } from '../audit/record-change';
import { notFound } from '../http/errors';
import type { AuthUser } from '../http/context';
import { oneRow } from './one-row';
import { CACHE_TAG_CONTENT } from './tags';

type FormInput = z.output<typeof formInputSchema>;

const columns = {
  id: requestForms.id,
  key: requestForms.key,
  title: requestForms.title,
  fields: requestForms.fields,
};

export const listForms = (db: Db): Promise<ConsoleForm[]> =>
  db.select(columns).from(requestForms).orderBy(asc(requestForms.id));

/** The public request modal reads title and fields by key, cached under `content`. */
export async function updateForm(db: Db, user: AuthUser, id: number, input: FormInput) {
  const form = await db.transaction(async (tx) => {
    const [old] = await tx.select(columns).from(requestForms).where(eq(requestForms.id, id));
    if (!old) throw notFound(TEXT_FORM_NOT_FOUND);
    const row = await tx
      .update(requestForms)
      .set({ title: input.title, fields: input.fields })
      .where(eq(requestForms.id, id))
      .returning(columns)
      .then(oneRow);
    await recordChange(tx, user, {
      action: 'update',
      objectType: 'request_form',
      objectId: id,
      objectTitle: row.title,
      before: { title: old.title, fields: old.fields },
      after: { title: row.title, fields: row.fields },
    });
    return row;
  });
  return { form, tags: [CACHE_TAG_CONTENT] };
}
