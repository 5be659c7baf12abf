import { z } from './zod-ru';
import { paginated } from './common';
import { USER_STATUSES } from './account';
import { emailSchema } from './auth';
import { singleLine } from './text';
import { STAFF_ROLES } from '@/lib/account/roles';

/** Issue #14, item 8: the managers' accounts, run by an admin. */

export const CONSOLE_STAFF_PAGE_SIZE = 50;

export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'Выберите роль: менеджер или администратор',
});

export const consoleStaffQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Номер страницы должен быть не меньше 1').default(1),
  q: z.string().trim().max(200, 'Слишком длинный запрос').optional(),
});

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  status: z.enum(USER_STATUSES),
  created_at: z.string(),
  /** The admin looking at the list: their own row cannot be blocked or demoted. */
  is_self: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const consoleStaffSchema = paginated(staffMemberSchema);
export type ConsoleStaff = z.infer<typeof consoleStaffSchema>;

const name = (max: number, required: string) =>
  singleLine().trim().min(1, required).max(max, `Не длиннее ${max} символов`);

export const staffCreateSchema = z.object({
  email: emailSchema,
  first_name: name(100, 'Укажите имя'),
  last_name: name(100, 'Укажите фамилию')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  role: staffRoleSchema.default('manager'),
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

export const staffRoleInputSchema = z.object({ role: staffRoleSchema });
