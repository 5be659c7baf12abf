import { z } from './zod-ru';
import { singleLine } from './text';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  OPERATOR_CODES,
  OPERATOR_NUMBER_MAX_DIGITS,
  TEXT_INVALID_PHONE,
  TEXT_REQUEST_NAME_CYRILLIC,
  TEXT_REQUEST_NAME_REQUIRED,
} from '../../constants';

export const FORM_FIELD_KINDS = ['CharField', 'EmailField'] as const;
export const requestFormSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      kind: z.enum(FORM_FIELD_KINDS),
      required: z.boolean(),
    }),
  ),
});
export type RequestForm = z.infer<typeof requestFormSchema>;

const formKey = z
  .string()
  .max(64, 'Некорректный ключ формы')
  .regex(/^[a-z0-9_-]+$/, 'Некорректный ключ формы');
/** A form's key, or its numeric id. */
export const feedbackIdParamsSchema = z.object({ id: formKey });
export const feedbackKeyParamsSchema = z.object({ key: formKey });

const operators = OPERATOR_CODES.join('|');
/** Country code + operator + number, e.g. +375291234567 (number up to 7 digits). */
export const requestPhoneRegex = new RegExp(
  `^\\${DEFAULT_PHONE_COUNTRY_CODE}(${operators})\\d{1,${OPERATOR_NUMBER_MAX_DIGITS}}$`,
);
/**
 * Cyrillic letters (Belarusian і and ў included), with spaces, hyphens and apostrophes only
 * between them: «Анна-Мария», «Вераб'ёў».
 */
export const cyrillicNameRegex = /^\p{Script=Cyrillic}+(?:[\s'’-]+\p{Script=Cyrillic}+)*$/u;

export const requestSubmissionSchema = z.object({
  name: singleLine(TEXT_REQUEST_NAME_REQUIRED)
    .trim()
    .min(1, { error: TEXT_REQUEST_NAME_REQUIRED, abort: true })
    .max(100, 'Имя слишком длинное')
    .regex(cyrillicNameRegex, TEXT_REQUEST_NAME_CYRILLIC),
  comment: z.string().trim().max(2000, 'Комментарий слишком длинный').optional().default(''),
  phone: singleLine('Укажите телефон').regex(requestPhoneRegex, TEXT_INVALID_PHONE),
});
export type RequestSubmission = z.infer<typeof requestSubmissionSchema>;
