'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { callApi } from '@/lib/api/client';
import { staffCreateSchema } from '@/lib/api/contract/console-staff';
import { consoleStaffCreate } from '@/lib/api/endpoints/console-staff';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { STAFF_ROLE_TITLES } from '@/lib/constants';
import styles from '@/components/ui/console.module.css';

type Input = z.input<typeof staffCreateSchema>;
type Output = z.output<typeof staffCreateSchema>;
const FIELDS = ['email', 'first_name', 'last_name', 'role'] as const;

/**
 * A new manager or admin. No password is made up: the person gets an invitation letter and
 * signs in by a code sent to the address, then sets a password in «Мои данные».
 */
export function StaffCreateForm() {
  const ids = useId();
  const router = useAppRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(staffCreateSchema),
    defaultValues: { email: '', first_name: '', last_name: '', role: 'manager' },
  });

  const submit = async (values: Output) => {
    setServerError(null);
    setCreated(null);
    try {
      const member = await callApi(consoleStaffCreate, { body: values });
      setCreated(`Учётная запись создана, приглашение отправлено на ${member.email}.`);
      reset();
      router.refresh();
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : null;
      const byField = fieldErrors(body);
      const known = FIELDS.filter((f) => byField[f]);
      for (const f of known) setError(f, { type: 'server', message: byField[f] });
      if (known.length === 0)
        setServerError(errorMessages(body).join(' ') || 'Не удалось создать учётную запись.');
    }
  };

  const input = (name: 'email' | 'first_name' | 'last_name', label: string, type = 'text') => (
    <Field
      id={`${ids}-${name}`}
      label={label}
      required={name !== 'last_name'}
      error={errors[name]?.message}
    >
      <input
        id={`${ids}-${name}`}
        type={type}
        className={fields.input}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        {...register(name)}
      />
    </Field>
  );

  return (
    <form
      className={`${styles.panel} ${styles.actions}`}
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <h2 id={`${ids}-title`}>Новый сотрудник</h2>
      {input('email', 'E-mail', 'email')}
      {input('first_name', 'Имя')}
      {input('last_name', 'Фамилия')}
      <Field id={`${ids}-role`} label="Роль" error={errors.role?.message}>
        <select id={`${ids}-role`} className={fields.select} {...register('role')}>
          <option value="manager">{STAFF_ROLE_TITLES.manager}</option>
          <option value="admin">{STAFF_ROLE_TITLES.admin}</option>
        </select>
      </Field>
      <p className={styles.muted}>
        Пароль не нужен: сотрудник получит письмо-приглашение и войдёт по коду из письма.
      </p>
      <Button type="submit" disabled={isSubmitting}>
        Создать
      </Button>
      <p role="status" className={styles.notice}>
        {created}
      </p>
      {serverError && (
        <p role="alert" className={styles.error}>
          {serverError}
        </p>
      )}
    </form>
  );
}
