'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { setPasswordSchema } from '@/lib/api/contract/account';
import { setPassword } from '@/lib/api/endpoints/account';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import {
  TEXT_CONFIRM_PASSWORD,
  TEXT_NEW_PASSWORD_TITLE,
  TEXT_SAVE_PASSWORD,
} from '@/lib/constants';
import { callSessionEndpoint } from '@/lib/session/browser';
import { FormErrors } from '@/components/form/form-errors';
import { PasswordInput } from '@/components/form/password-input';
import { reloadPage } from './reload';
import styles from './auth.module.css';

interface Values {
  password: string;
  confirm_password: string;
}

/** After a restore code: the new password, then the page reloads signed in. */
export function NewPasswordForm() {
  const ids = useId();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const submit = async (values: Values) => {
    setServerErrors([]);
    try {
      await callSessionEndpoint(setPassword, { body: values });
      reloadPage();
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : null;
      const byField = fieldErrors(body);
      if (byField.password) setError('password', { type: 'server', message: byField.password });
      else setServerErrors(errorMessages(body));
    }
  };

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`${ids}-${name}`} className={styles.label}>
        {label}
      </label>
      <PasswordInput
        id={`${ids}-${name}`}
        autoComplete={autoComplete}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        {...register(name)}
      />
      {errors[name]?.message && (
        <p id={`${ids}-${name}-error`} className={styles.error}>
          {errors[name]?.message}
        </p>
      )}
    </div>
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h3>{TEXT_NEW_PASSWORD_TITLE}</h3>
      <p className={styles.hint}>
        Не короче 8 символов. Остальные входы в учётную запись будут завершены.
      </p>
      {field('password', TEXT_NEW_PASSWORD_TITLE, 'new-password')}
      {field('confirm_password', TEXT_CONFIRM_PASSWORD, 'new-password')}
      <FormErrors messages={serverErrors} className={styles.errors} />
      <Button type="submit" block disabled={isSubmitting}>
        {TEXT_SAVE_PASSWORD}
      </Button>
    </form>
  );
}
