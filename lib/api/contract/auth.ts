import { z } from './zod-ru';
import { singleLine } from './text';
import { innSchema, unpSchema } from './company-numbers';
import { CODE_LENGTH, TEXT_INVALID_EMAIL, TEXT_INVALID_PHONE } from '../../constants';

export const emailSchema = singleLine(TEXT_INVALID_EMAIL)
  .trim()
  .toLowerCase()
  .max(254, TEXT_INVALID_EMAIL)
  .pipe(z.email({ error: TEXT_INVALID_EMAIL }));

/** +7 (###) ###-##-## or +375 (##) ###-##-##, sent as digits after the country code. */
export const PHONE_RULES = { '+7': /^\+7\d{10}$/, '+375': /^\+375\d{9}$/ } as const;

export const phoneSchema = singleLine(TEXT_INVALID_PHONE)
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .refine((v) => PHONE_RULES['+7'].test(v) || PHONE_RULES['+375'].test(v), TEXT_INVALID_PHONE);

export const codeSchema = z
  .string({ error: 'Введите код из письма' })
  .trim()
  .length(CODE_LENGTH, `Код состоит из ${CODE_LENGTH} символов`);

export const PASSWORD_MIN_LENGTH = 8;

export const passwordSchema = z
  .string({ error: 'Введите пароль' })
  .min(PASSWORD_MIN_LENGTH, `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`)
  .max(128, 'Пароль слишком длинный');

export const sendCodeSchema = z.object({ email: emailSchema });

export const restoreSchema = z.object({ email: emailSchema });

export const tokenByCodeSchema = z.object({ email: emailSchema, code: codeSchema });

export const tokenByPasswordSchema = z.object({
  username: emailSchema,
  password: z.string({ error: 'Введите пароль' }).min(1, 'Введите пароль').max(128),
});

export const refreshSchema = z.object({ refresh: z.string().min(1).max(4096) });

export const tokensSchema = z.object({ access: z.string(), refresh: z.string() });

export type Tokens = z.infer<typeof tokensSchema>;

/** What the browser sees instead of tokens: they stay in HttpOnly cookies. */
export const browserSessionSchema = z.object({ detail: z.string() });

export const codeSentSchema = z.object({
  detail: z.string(),
  /** Seconds until another code may be requested. */
  retry_after: z.number().int(),
});

export const registrationSchema = z
  .object({
    first_name: singleLine('Укажите имя').trim().min(1, 'Укажите имя').max(100),
    organization: singleLine('Укажите организацию').trim().min(1, 'Укажите организацию').max(300),
    email: emailSchema,
    phone: phoneSchema,
    /** True when the organization was picked from the company suggestions. */
    company_picked: z.boolean().default(false),
    /** Issue #13: checked by their check digits, not only by their length. */
    inn: innSchema.optional(),
    unp: unpSchema.optional(),
    /** The spec's flag marking a registration (as opposed to a sign-in) code request. */
    is_registration: z.literal(true),
    code: codeSchema.optional(),
    policy_accepted: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.company_picked && !v.inn && !v.unp) {
      ctx.addIssue({ code: 'custom', path: ['inn'], message: 'Укажите ИНН или УНП' });
    }
  });

export type RegistrationInput = z.input<typeof registrationSchema>;
