import { z } from '@/lib/api/contract/zod-ru';
import { phoneSchema } from '@/lib/api/contract/auth';
import type { User } from '@/lib/api/contract/account';
import { TEXT_INVALID_PHONE } from '@/lib/constants';
import { formatPhone } from '@/lib/format/phone';
import { innMessage, unpMessage } from '@/lib/api/contract/company-numbers';

const text = (max: number) => z.string().trim().max(max, `Не больше ${max} символов`);

function pastDate(message: string) {
  return z.string().refine((v) => {
    if (v === '') return true;
    const date = new Date(`${v}T00:00:00Z`);
    return (
      /^\d{4}-\d{2}-\d{2}$/.test(v) &&
      !Number.isNaN(date.getTime()) &&
      date.getTime() <= Date.now() &&
      date.getUTCFullYear() >= 1900
    );
  }, message);
}

function companyNumber(message: (v: string) => string | null) {
  return text(20).superRefine((v, ctx) => {
    const problem = v === '' ? null : message(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** §3 personal data and documents as the form edits them: empty text means "not given". */
export const accountFormSchema = z.object({
  last_name: text(100),
  first_name: text(100).min(1, 'Укажите имя'),
  patronymic: text(100),
  birth_date: pastDate('Укажите дату рождения в прошлом'),
  phone: z
    .string()
    .refine((v) => v.trim() === '' || phoneSchema.safeParse(v).success, TEXT_INVALID_PHONE),
  passport_series: text(10),
  passport_number: text(20),
  passport_given_code: text(20),
  passport_given_date: pastDate('Дата выдачи не может быть в будущем'),
  passport_given_location: text(300),
  snils: text(20).refine(
    (v) => v === '' || v.replace(/\D/g, '').length === 11,
    'СНИЛС состоит из 11 цифр',
  ),
  // Issue #13: the organisation's numbers, printed on the invoice; checked by check digits.
  unp: companyNumber(unpMessage),
  inn: companyNumber(innMessage),
});
export type AccountForm = z.infer<typeof accountFormSchema>;
export type AccountField = keyof AccountForm;

const PERSONAL_FIELDS = ['last_name', 'first_name', 'patronymic', 'birth_date', 'phone'] as const;
const DOCUMENT_FIELDS = [
  'passport_series',
  'passport_number',
  'passport_given_code',
  'passport_given_date',
  'passport_given_location',
  'snils',
] as const;

export function accountDefaults(user: User): AccountForm {
  return {
    last_name: user.last_name ?? '',
    first_name: user.first_name ?? '',
    patronymic: user.patronymic ?? '',
    birth_date: user.birth_date ?? '',
    phone: user.phone ? formatPhone(user.phone) : '',
    passport_series: user.passport_series ?? '',
    passport_number: user.passport_number ?? '',
    passport_given_code: user.passport_given_code ?? '',
    passport_given_date: user.passport_given_date ?? '',
    passport_given_location: user.passport_given_location ?? '',
    snils: user.snils ?? '',
    unp: user.unp ?? '',
    inn: user.inn ?? '',
  };
}

/** The PATCH body: every field sent, empty ones as null (they clear the stored value). */
export function toPersonalPatch(f: AccountForm) {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    last_name: orNull(f.last_name),
    first_name: orNull(f.first_name),
    patronymic: orNull(f.patronymic),
    birth_date: orNull(f.birth_date),
    phone: orNull(f.phone),
    passport_series: orNull(f.passport_series),
    passport_number: orNull(f.passport_number),
    passport_given_code: orNull(f.passport_given_code),
    passport_given_date: orNull(f.passport_given_date),
    passport_given_location: orNull(f.passport_given_location),
    snils: orNull(f.snils),
    unp: orNull(f.unp),
    inn: orNull(f.inn),
  };
}

/** §3: the profile counts as filled only when every personal-data and document field is present. */
export function filledCount(user: User): { filled: number; total: number } {
  const values = [
    user.email,
    ...PERSONAL_FIELDS.map((f) => user[f]),
    ...DOCUMENT_FIELDS.map((f) => user[f]),
  ];
  return {
    filled: values.filter((v) => v !== null && String(v).trim() !== '').length,
    total: values.length,
  };
}
