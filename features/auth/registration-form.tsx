'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { registration } from '@/lib/api/endpoints/auth';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  TEXT_EMAIL,
  TEXT_FIRST_NAME,
  TEXT_INN,
  TEXT_ORGANIZATION,
  TEXT_PHONE_NUMBER,
  TEXT_SUBMIT_APPLICATION,
  TEXT_UNP,
} from '@/lib/constants';
import { useModalStore } from '@/stores/modal-store';
import { CompanyField } from './company-field';
import { FormErrors } from '@/components/form/form-errors';
import {
  registrationFormSchema,
  toRegistrationBody,
  type RegistrationForm as Values,
  type RegistrationFormInput as Input,
} from './form-schemas';
import { PhoneField } from '@/components/form/phone-field';
import { PolicyCheckbox } from './policy-checkbox';
import authStyles from './auth.module.css';
import styles from './registration.module.css';

const EMPTY: Input = {
  first_name: '',
  organization: '',
  email: '',
  phone: `${DEFAULT_PHONE_COUNTRY_CODE} `,
  company_picked: false,
  tax_kind: 'unp',
  tax_id: '',
  policy_accepted: false,
};
const SERVER_FIELDS = ['first_name', 'organization', 'email', 'phone', 'policy_accepted'] as const;

const Required = () => (
  <span className={styles.required} aria-hidden="true">
    {' '}
    *
  </span>
);

/** Spec §3/§5: the registration application; a valid one gets a code by e-mail (§4). */
export function RegistrationForm({
  policyLink,
  agreementLink,
}: {
  policyLink?: string;
  agreementLink?: string;
}) {
  const ids = useId();
  const openModal = useModalStore((s) => s.openModal);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(registrationFormSchema(!!policyLink)),
    defaultValues: EMPTY,
  });
  const picked = watch('company_picked');
  const taxKind = watch('tax_kind');

  const submit = async (values: Values) => {
    setServerErrors([]);
    const body = toRegistrationBody(values);
    try {
      await callApi(registration, { body });
      openModal('code', { email: values.email, mode: 'registration', registration: body });
    } catch (error) {
      const data = error instanceof ApiRequestError ? error.body : null;
      const byField = fieldErrors(data);
      const placed = new Set<string>();
      for (const field of SERVER_FIELDS) {
        if (!byField[field]) continue;
        setError(field, { type: 'server', message: byField[field] });
        placed.add(field);
      }
      for (const tax of ['inn', 'unp'] as const) {
        if (!byField[tax]) continue;
        setError('tax_id', { type: 'server', message: byField[tax] });
        placed.add(tax);
      }
      // Spec §8: whatever no field shows is listed under the form.
      const rest =
        data && typeof data === 'object' && !Array.isArray(data)
          ? Object.fromEntries(Object.entries(data).filter(([key]) => !placed.has(key)))
          : data;
      const leftover = errorMessages(rest);
      setServerErrors(
        leftover.length || placed.size
          ? leftover
          : ['Не удалось отправить заявку. Попробуйте ещё раз.'],
      );
    }
  };

  const errorId = (name: keyof Input) => (errors[name] ? `${ids}-${name}-error` : undefined);
  const fieldError = (name: keyof Input) =>
    errors[name]?.message ? (
      <p id={`${ids}-${name}-error`} className={authStyles.error}>
        {errors[name]?.message}
      </p>
    ) : null;
  const text = (
    name: 'first_name' | 'email',
    label: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <div className={authStyles.field}>
      <label htmlFor={`${ids}-${name}`} className={styles.label}>
        {label}
        <Required />
      </label>
      <input
        id={`${ids}-${name}`}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        aria-invalid={!!errors[name]}
        aria-describedby={errorId(name)}
        {...register(name)}
      />
      {fieldError(name)}
    </div>
  );

  return (
    <form
      className={authStyles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      {text('first_name', TEXT_FIRST_NAME, 'given-name')}
      <div className={authStyles.field}>
        <Controller
          control={control}
          name="organization"
          render={({ field }) => (
            <CompanyField
              id={`${ids}-organization`}
              label={
                <>
                  {TEXT_ORGANIZATION}
                  <Required />
                </>
              }
              value={field.value}
              invalid={!!errors.organization}
              describedBy={errorId('organization')}
              onType={(value) => {
                field.onChange(value);
                // Typed by hand: no longer the company from the register.
                if (picked) {
                  setValue('company_picked', false);
                  setValue('tax_id', '');
                }
              }}
              onPick={(company) => {
                field.onChange(company.name);
                setValue('company_picked', true);
                setValue('tax_kind', company.inn && !company.unp ? 'inn' : 'unp');
                setValue('tax_id', company.unp ?? company.inn ?? '', { shouldValidate: true });
              }}
            />
          )}
        />
        {fieldError('organization')}
      </div>
      {picked && (
        <div className={authStyles.field}>
          <label htmlFor={`${ids}-tax`} className={styles.label}>
            {taxKind === 'inn' ? TEXT_INN : TEXT_UNP}
            <Required />
          </label>
          <input
            id={`${ids}-tax`}
            className={styles.input}
            inputMode="numeric"
            aria-invalid={!!errors.tax_id}
            aria-describedby={errorId('tax_id')}
            {...register('tax_id')}
          />
          {fieldError('tax_id')}
        </div>
      )}
      {text('email', TEXT_EMAIL, 'email', 'email')}
      <div className={authStyles.field}>
        <label htmlFor={`${ids}-phone`} className={styles.label}>
          {TEXT_PHONE_NUMBER}
          <Required />
        </label>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              id={`${ids}-phone`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={!!errors.phone}
              describedBy={errorId('phone')}
            />
          )}
        />
        {fieldError('phone')}
      </div>
      {policyLink && (
        <div className={authStyles.field}>
          <PolicyCheckbox
            policyLink={policyLink}
            agreementLink={agreementLink}
            aria-invalid={!!errors.policy_accepted}
            aria-describedby={errorId('policy_accepted')}
            {...register('policy_accepted')}
          />
          {fieldError('policy_accepted')}
        </div>
      )}
      <FormErrors messages={serverErrors} className={authStyles.errors} />
      <Button type="submit" block disabled={isSubmitting}>
        {TEXT_SUBMIT_APPLICATION}
      </Button>
    </form>
  );
}
