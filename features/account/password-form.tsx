'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { setPasswordSchema } from '@/lib/api/contract/account';
import { setPassword } from '@/lib/api/endpoints/account';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { callSessionEndpoint } from '@/lib/session/browser';
import { PasswordInput } from '@/components/form/password-input';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import styles from './account-page.module.css';

interface Values {
  password: string;
  confirm_password: string;
}

/** PATCH /api/accounts/set-password/change/: other logins end, this browser stays signed in. */
export function PasswordForm() {
  const [done, setDone] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const submit = async (values: Values) => {
    setGeneral([]);
    setDone(false);
    try {
      await callSessionEndpoint(setPassword, { body: values });
      reset();
      setDone(true);
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : null;
      const byField = fieldErrors(body);
      if (byField.password) setError('password', { message: byField.password });
      if (byField.confirm_password)
        setError('confirm_password', { message: byField.confirm_password });
      if (!byField.password && !byField.confirm_password)
        setGeneral(
          errorMessages(body).length
            ? errorMessages(body)
            : ['Не удалось сменить пароль. Попробуйте ещё раз.'],
        );
    }
  };

  return (
    <form className={styles.card} noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Смена пароля</legend>
        <p className={fields.hint}>
          Не короче 8 символов. Входы на других устройствах будут завершены.
        </p>
        <div className={fields.grid}>
          <Field id="acc-password" label="Новый пароль" error={formState.errors.password?.message}>
            <PasswordInput
              id="acc-password"
              className={fields.input}
              autoComplete="new-password"
              aria-invalid={!!formState.errors.password}
              aria-describedby="acc-password-error"
              {...register('password')}
            />
          </Field>
          <Field
            id="acc-confirm"
            label="Повторите пароль"
            error={formState.errors.confirm_password?.message}
          >
            <PasswordInput
              id="acc-confirm"
              className={fields.input}
              autoComplete="new-password"
              aria-invalid={!!formState.errors.confirm_password}
              aria-describedby="acc-confirm-error"
              {...register('confirm_password')}
            />
          </Field>
        </div>
      </fieldset>
      {general.length > 0 && (
        <ul className={fields.errors} role="alert">
          {general.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {done && (
        <p className={fields.success} role="status">
          Пароль изменён.
        </p>
      )}
      <div>
        <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
          Сменить пароль
        </Button>
      </div>
    </form>
  );
}
