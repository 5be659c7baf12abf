import { z } from './zod-ru';
import { paginated } from './common';
import { USER_STATUSES } from './account';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const applicationsQuerySchema = z.object({
  status: z.enum([...APPLICATION_STATUSES, 'all']).default('pending'),
  page: z.coerce.number().int().min(1, 'Номер страницы должен быть не меньше 1').default(1),
});

/** One application as the manager reviews it: what the applicant gave, and the account's state. */
export const applicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  created_at: z.string(),
  first_name: z.string(),
  organization: z.string(),
  email: z.string(),
  phone: z.string(),
  company_picked: z.boolean(),
  inn: z.string().nullable(),
  unp: z.string().nullable(),
  user_id: z.number().int(),
  user_status: z.enum(USER_STATUSES),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  comment: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationsSchema = paginated(applicationSchema).extend({
  /** Applications waiting for a decision, whatever the filter: the badge a manager sees. */
  pending_count: z.number().int().nonnegative(),
});

export const rejectInputSchema = z.object({
  reason: z
    .string({ error: 'Укажите причину отказа' })
    .trim()
    .min(3, 'Укажите причину отказа')
    .max(1000, 'Причина отказа слишком длинная'),
});
