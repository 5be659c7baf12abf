import { requestSubmissionSchema, type RequestSubmission } from '@/lib/api/contract/feedback';
import { z } from '@/lib/api/contract/zod-ru';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  OPERATOR_CODES,
  TEXT_REQUEST_NUMBER_MISSING,
  TEXT_REQUEST_OPERATOR_MISSING,
} from '@/lib/constants';

const operators: readonly string[] = OPERATOR_CODES;

/**
 * What the visitor fills in: the contract's name and comment rules as they are, the phone in
 * two parts (spec §5), and the policy checkbox.
 */
export const requestFieldsSchema = z.object({
  name: requestSubmissionSchema.shape.name,
  operator: z.string().refine((value) => operators.includes(value), TEXT_REQUEST_OPERATOR_MISSING),
  number: z.string().regex(/^\d+$/, TEXT_REQUEST_NUMBER_MISSING),
  comment: requestSubmissionSchema.shape.comment,
  policy: z.boolean().refine((accepted) => accepted),
});
export type RequestFieldsInput = z.input<typeof requestFieldsSchema>;
export type RequestFields = z.output<typeof requestFieldsSchema>;

/** Spec §5: the phone goes out as country code + operator + number, e.g. +375291234567. */
export function toSubmission(fields: RequestFields): RequestSubmission {
  return {
    name: fields.name,
    comment: fields.comment,
    phone: `${DEFAULT_PHONE_COUNTRY_CODE}${fields.operator}${fields.number}`,
  };
}
