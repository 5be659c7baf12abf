'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import type { User } from '@/lib/api/contract/account';
import { personalUpdate } from '@/lib/api/endpoints/account';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { CURRENT_USER_KEY } from '@/lib/account/current-user-key';
import { PhoneField } from '@/components/form/phone-field';
import {
  accountDefaults,
  accountFormSchema,
  toPersonalPatch,
  type AccountField,
  type AccountForm,
} from './account-form-schema';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import styles from './account-page.module.css';
import { TEXT_EMAIL, TEXT_FIRST_NAME } from '@/lib/constants';

const LABELS: Record<AccountField, string> = {
  last_name: 'Фамилия',
  first_name: TEXT_FIRST_NAME,
  patronymic: 'Отчество',
  birth_date: 'Дата рождения',
  phone: 'Телефон',
  passport_series: 'Серия паспорта',
  passport_number: 'Номер паспорта',
  passport_given_code: 'Код подразделения',
  passport_given_date: 'Дата выдачи',
  passport_given_location: 'Кем выдан',
  snils: 'СНИЛС',
  unp: 'УНП',
  inn: 'ИНН',
};

/** Personal data and documents of §3 in one form; the server's field messages land under fields. */
export function PersonalForm({ user }: { user: User }) {
  const qc = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountDefaults(user),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, control, setError, reset } = form;
  const save = useMutation({
    mutationFn: (values: AccountForm) => callApi(personalUpdate, { body: toPersonalPatch(values) }),
    onSuccess: (next) => {
      qc.setQueryData(CURRENT_USER_KEY, next);
      reset(accountDefaults(next));
      setSaved(true);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      for (const [key, message] of Object.entries(fieldErrors(error.body))) {
        if (key in LABELS) setError(key as AccountField, { message });
      }
    },
  });
  const general =
    save.error instanceof ApiRequestError &&
    !Object.keys(fieldErrors(save.error.body)).some((k) => k in LABELS)
      ? errorMessages(save.error.body)
      : [];

  const input = (
    name: Exclude<AccountField, 'phone'>,
    type = 'text',
    wide = false,
    autoComplete?: string,
  ) => (
    <Field
      id={`acc-${name}`}
      label={LABELS[name]}
      required={name === 'first_name'}
      error={formState.errors[name]?.message}
      className={wide ? fields.wide : undefined}
    >
      <input
        id={`acc-${name}`}
        type={type}
        className={fields.input}
        autoComplete={autoComplete}
        aria-invalid={!!formState.errors[name]}
        aria-describedby={`acc-${name}-error`}
        {...register(name, { onChange: () => setSaved(false) })}
      />
    </Field>
  );

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Личные данные</legend>
        <div className={fields.grid}>
          {input('last_name', 'text', false, 'family-name')}
          {input('first_name', 'text', false, 'given-name')}
          {input('patronymic', 'text', false, 'additional-name')}
          {input('birth_date', 'date', false, 'bday')}
          <Field id="acc-phone" label={LABELS.phone} error={formState.errors.phone?.message}>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneField
                  id="acc-phone"
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(v);
                    setSaved(false);
                  }}
                  onBlur={field.onBlur}
                  invalid={!!formState.errors.phone}
                  describedBy="acc-phone-error"
                />
              )}
            />
          </Field>
          <Field id="acc-email" label={TEXT_EMAIL} hint="Адрес для входа меняет менеджер">
            <input id="acc-email" className={fields.input} value={user.email} readOnly />
          </Field>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Документы</legend>
        <div className={fields.grid}>
          {input('passport_series')}
          {input('passport_number')}
          {input('passport_given_code')}
          {input('passport_given_date', 'date')}
          {input('passport_given_location', 'text', true)}
          {input('snils')}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Реквизиты организации</legend>
        <p className={fields.hint}>УНП (Беларусь) или ИНН (Россия) печатается в счёте на оплату.</p>
        <div className={fields.grid}>
          {input('unp')}
          {input('inn')}
        </div>
      </fieldset>
      {general.length > 0 && (
        <ul className={fields.errors} role="alert">
          {general.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {saved && (
        <p className={fields.success} role="status">
          Данные сохранены.
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending || !formState.isDirty}>
          {save.isPending ? 'Сохраняем…' : 'Сохранить изменения'}
        </Button>
      </div>
    </form>
  );
}
