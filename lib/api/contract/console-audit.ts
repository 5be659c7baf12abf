import { z } from './zod-ru';
import { paginated } from './common';
import { singleLine } from './text';

/** Issue #14, item 7: who changed what and when, with the values before and after. */

export const CONSOLE_AUDIT_PAGE_SIZE = 30;

const date = (message: string) => z.iso.date({ error: message }).optional();

export const consoleAuditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1, 'Номер страницы должен быть не меньше 1').default(1),
    /** Part of the person's e-mail. */
    user: singleLine().trim().max(254, 'Слишком длинный e-mail').optional(),
    object_type: z
      .string()
      .trim()
      .max(50, 'Неизвестный тип объекта')
      .regex(/^[a-z_]*$/, 'Неизвестный тип объекта')
      .optional(),
    object_id: singleLine().trim().max(100, 'Слишком длинный идентификатор').optional(),
    /** Inclusive days, YYYY-MM-DD (UTC). */
    date_from: date('Дата «с» в формате ГГГГ-ММ-ДД'),
    date_to: date('Дата «по» в формате ГГГГ-ММ-ДД'),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    path: ['date_to'],
    message: 'Дата «по» раньше даты «с»',
  });
export type ConsoleAuditQuery = z.infer<typeof consoleAuditQuerySchema>;

const values = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  user_email: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  object_title: z.string(),
  before: values,
  after: values,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const consoleAuditSchema = paginated(auditEntrySchema);
export type ConsoleAudit = z.infer<typeof consoleAuditSchema>;
