import { z } from './zod-ru';
import { singleLine } from './text';
import { emailSchema, phoneSchema, passwordSchema } from './auth';
import { innSchema, unpSchema } from './company-numbers';

export const USER_ROLES = ['customer', 'manager', 'exchange', 'admin'] as const;

export const USER_STATUSES = ['pending', 'active', 'blocked'] as const;

/** Names and document fields are one line each. */
const optionalText = (max: number) => singleLine().trim().max(max).nullable();

export const personalDataSchema = z.object({
  first_name: optionalText(100),
  last_name: optionalText(100),
  patronymic: optionalText(100),
  birth_date: z.iso.date().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
});

export const documentsSchema = z.object({
  passport_series: optionalText(10),
  passport_number: optionalText(20),
  passport_given_code: optionalText(20),
  passport_given_date: z.iso.date().nullable(),
  passport_given_location: optionalText(300),
  snils: optionalText(20),
});

export const userSchema = personalDataSchema.extend({
  ...documentsSchema.shape,
  id: z.number().int(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  organization: z.string().nullable(),
  inn: z.string().nullable(),
  unp: z.string().nullable(),
  initials: z.string(),
  profile_filled: z.boolean(),
  has_password: z.boolean(),
});

export type User = z.infer<typeof userSchema>;

export const personalPatchSchema = personalDataSchema
  .omit({ email: true, phone: true })
  .extend({
    ...documentsSchema.shape,
    phone: phoneSchema.nullable(),
    // Issue #13: the organisation's numbers, checked by their check digits; null clears one.
    unp: unpSchema.nullable(),
    inn: innSchema.nullable(),
  })
  .partial()
  .strict();

export const addressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
});

export const addressesSchema = z.array(addressSchema);

export { emailSchema };

export const setPasswordSchema = z
  .object({
    password: passwordSchema,
    confirm_password: z.string(),
    /**
     * Issue #17: needed unless this login signed in (password or code) within the last
     * PASSWORD_CHANGE_RECENT_S; without it a stolen session could take the account for good.
     */
    current_password: z.string().max(128).optional(),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Пароли не совпадают',
  });
