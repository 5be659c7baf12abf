'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import type { RequestForm as RequestFormData } from '@/lib/api/contract/feedback';
import { feedbackProcess } from '@/lib/api/endpoints/feedback';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  OPERATOR_CODES,
  OPERATOR_NUMBER_MAX_DIGITS,
  TEXT_REQUEST_COMMENT,
  TEXT_REQUEST_FAILED,
  TEXT_REQUEST_NAME,
  TEXT_REQUEST_NUMBER,
  TEXT_REQUEST_OPERATOR,
  TEXT_REQUEST_OPERATOR_PLACEHOLDER,
  TEXT_REQUEST_PHONE,
  TEXT_REQUEST_SENDING,
  TEXT_REQUEST_SUBMIT,
} from '@/lib/constants';
import { PolicyConsent } from './policy-consent';
import {
  requestFieldsSchema,
  toSubmission,
  type RequestFields,
  type RequestFieldsInput,
} from './request-fields-schema';
import styles from './request-form.module.css';

interface RequestFormProps {
  form: RequestFormData;
  policyLink?: string;
  agreementLink?: string;
  /** Text the comment starts with (e.g. the product whose price is asked). */
  initialComment?: string;
  onSent: () => void;
}

type FieldKind = RequestFormData['fields'][number]['kind'];
/**
 * Spec §3: the server-declared kind decides the input: a character field gives a text input,
 * an e-mail field an e-mail input.
 */
const INPUT_OF_KIND: Record<FieldKind, { type: string; inputMode?: 'text' | 'email' }> = {
  CharField: { type: 'text' },
  EmailField: { type: 'email', inputMode: 'email' },
};

const EMPTY: RequestFieldsInput = {
  name: '',
  operator: '',
  number: '',
  comment: '',
  policy: false,
};

/** Spec §2.9 / §5: the request form; server field errors land under their fields. */
export function RequestForm({
  form,
  policyLink,
  agreementLink,
  initialComment = '',
  onSent,
}: RequestFormProps) {
  const ids = useId();
  const declared = (name: string) => form.fields.find((f) => f.name === name);
  const label = (name: string, fallback: string) => declared(name)?.label ?? fallback;
  const inputOf = (name: string) => INPUT_OF_KIND[declared(name)?.kind ?? 'CharField'];
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RequestFieldsInput, unknown, RequestFields>({
    resolver: zodResolver(requestFieldsSchema),
    defaultValues: { ...EMPTY, comment: initialComment },
  });
  const policyAccepted = watch('policy');

  const submit = async (fields: RequestFields) => {
    try {
      await callApi(feedbackProcess, { params: { key: form.key }, body: toSubmission(fields) });
      onSent();
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : null;
      const byField = fieldErrors(body);
      const placed = (['name', 'comment', 'phone'] as const).filter((field) => byField[field]);
      for (const field of placed) {
        // The phone is one server field but two inputs: its message goes under the number.
        setError(field === 'phone' ? 'number' : field, { type: 'server', message: byField[field] });
      }
      if (placed.length === 0) {
        setError('root.server', {
          type: 'server',
          message: errorMessages(body)[0] ?? TEXT_REQUEST_FAILED,
        });
      }
    }
  };

  const describe = (field: keyof RequestFieldsInput) =>
    errors[field] ? `${ids}-${field}-error` : undefined;
  const fieldError = (field: keyof RequestFieldsInput) =>
    errors[field]?.message ? (
      <p id={`${ids}-${field}-error`} className={styles.error}>
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <div className={styles.field}>
        <label htmlFor={`${ids}-name`} className={styles.label}>
          {label('name', TEXT_REQUEST_NAME)} <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${ids}-name`}
          {...inputOf('name')}
          className={styles.input}
          autoComplete="name"
          data-autofocus
          required
          aria-invalid={!!errors.name}
          aria-describedby={describe('name')}
          {...register('name')}
        />
        {fieldError('name')}
      </div>

      <fieldset className={styles.field}>
        <legend className={styles.label}>
          {label('phone', TEXT_REQUEST_PHONE)} <span aria-hidden="true">*</span>
        </legend>
        <div className={styles.phone}>
          <span className={styles.country}>{DEFAULT_PHONE_COUNTRY_CODE}</span>
          <select
            className={styles.select}
            aria-label={TEXT_REQUEST_OPERATOR}
            required
            aria-invalid={!!errors.operator}
            aria-describedby={describe('operator')}
            {...register('operator')}
          >
            <option value="">{TEXT_REQUEST_OPERATOR_PLACEHOLDER}</option>
            {OPERATOR_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <Controller
            control={control}
            name="number"
            render={({ field }) => (
              <input
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(
                    event.target.value.replace(/\D/g, '').slice(0, OPERATOR_NUMBER_MAX_DIGITS),
                  )
                }
                className={styles.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-local"
                placeholder="1234567"
                aria-label={TEXT_REQUEST_NUMBER}
                required
                aria-invalid={!!errors.number}
                aria-describedby={describe('number')}
              />
            )}
          />
        </div>
        {fieldError('operator')}
        {fieldError('number')}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${ids}-comment`} className={styles.label}>
          {label('comment', TEXT_REQUEST_COMMENT)}
        </label>
        <input
          id={`${ids}-comment`}
          {...inputOf('comment')}
          className={styles.input}
          aria-invalid={!!errors.comment}
          aria-describedby={describe('comment')}
          {...register('comment')}
        />
        {fieldError('comment')}
      </div>

      <PolicyConsent
        policyLink={policyLink}
        agreementLink={agreementLink}
        {...register('policy')}
      />

      {errors.root?.server && (
        <p className={styles.formError} role="alert">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" block disabled={!policyAccepted || isSubmitting}>
        {isSubmitting ? TEXT_REQUEST_SENDING : TEXT_REQUEST_SUBMIT}
      </Button>
    </form>
  );
}
