import { z } from '@/lib/api/contract/zod-ru';
import {
  emailSchema,
  phoneSchema,
  registrationSchema,
  type RegistrationInput,
} from '@/lib/api/contract/auth';
import { innMessage, unpMessage } from '@/lib/api/contract/company-numbers';
import { TEXT_POLICY_REQUIRED } from '@/lib/constants';

const policyField = (required: boolean) =>
  required ? z.boolean().refine((v) => v, TEXT_POLICY_REQUIRED) : z.boolean().optional();

/** The sign-in modal: e-mail always, the password on its tab, the policy box when shown. */
export function signInFormSchema(o: { password: boolean; policy: boolean }) {
  return z.object({
    email: emailSchema,
    password: o.password ? z.string().min(1, 'Введите пароль').max(128) : z.string().optional(),
    policy: policyField(o.policy),
  });
}
export type SignInFormInput = { email: string; password?: string; policy?: boolean };

/**
 * The registration application: the contract's rules field by field, so that every message
 * (e-mail and phone together, spec §5) shows at once. `tax_id` is the ИНН or УНП field that
 * appears when a company was picked from the suggestions.
 */
export function registrationFormSchema(policy: boolean) {
  const { first_name, organization } = registrationSchema.shape;
  return z
    .object({
      first_name,
      organization,
      email: emailSchema,
      phone: phoneSchema,
      company_picked: z.boolean(),
      tax_kind: z.enum(['inn', 'unp']),
      tax_id: z.string().trim(),
      policy_accepted: policyField(policy),
    })
    .superRefine((v, ctx) => {
      if (!v.company_picked) return;
      if (!v.tax_id) {
        ctx.addIssue({
          code: 'custom',
          path: ['tax_id'],
          message: v.tax_kind === 'inn' ? 'Укажите ИНН' : 'Укажите УНП',
        });
      } else {
        const message = v.tax_kind === 'unp' ? unpMessage(v.tax_id) : innMessage(v.tax_id);
        if (message) ctx.addIssue({ code: 'custom', path: ['tax_id'], message });
      }
    });
}
export type RegistrationFormInput = z.input<ReturnType<typeof registrationFormSchema>>;
export type RegistrationForm = z.output<ReturnType<typeof registrationFormSchema>>;

/** The form's values as the registration call of spec §3/§7 takes them. */
export function toRegistrationBody(f: RegistrationForm): RegistrationInput {
  return {
    first_name: f.first_name,
    organization: f.organization,
    email: f.email,
    phone: f.phone,
    company_picked: f.company_picked,
    ...(f.company_picked ? { [f.tax_kind]: f.tax_id } : {}),
    is_registration: true,
    policy_accepted: f.policy_accepted ?? false,
  };
}
