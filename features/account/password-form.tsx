'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
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
  current_password?: string;
}

const TEXT_CURRENT_PASSWORD = 'Текущий пароль';

/**
 * PATCH /api/accounts/set-password/change/: other logins end, this browser stays signed in.
 * Issue #17: within 10 minutes of a sign-in no current password is needed; later the server
 * asks for it (a `current_password` field error) and the field appears, the new password kept.
 */
export function PasswordForm() {
  const [done, setDone] = useState(false);
  const [needsCurrent, setNeedsCurrent] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<Values>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirm_password: '', current_password: '' },
  });

  useEffect(() => {
    if (needsCurrent) setFocus('current_password');
  }, [needsCurrent, setFocus]);

  const submit = async ({ current_password, ...values }: Values) => {
    setGeneral([]);
    setDone(false);
    try {
      await callSessionEndpoint(setPassword, {
        body: needsCurrent ? { ...values, current_password: current_password ?? '' } : values,
      });
      reset();
      setNeedsCurrent(false);
      setDone(true);
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : null;
      const byField = fieldErrors(body);
      if (byField.password) setError('password', { message: byField.password });
      if (byField.confirm_password)
        setError('confirm_password', { message: byField.confirm_password });
      if (byField.current_password) {
        setNeedsCurrent(true);
        setError('current_password', { message: byField.current_password });
      }
      if (!byField.password && !byField.confirm_password && !byField.current_password)
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
          {needsCurrent &&
            ' Вы вошли больше 10 минут назад, поэтому для смены пароля нужен текущий.'}
        </p>
        {needsCurrent && (
          // Its own row: the new password and its repeat stay side by side below.
          <div className={fields.grid}>
            <PasswordField
              id="acc-current"
              label={TEXT_CURRENT_PASSWORD}
              autoComplete="current-password"
              error={formState.errors.current_password?.message}
              field={register('current_password')}
            />
          </div>
        )}
        <div className={fields.grid}>
          <PasswordField
            id="acc-password"
            label="Новый пароль"
            autoComplete="new-password"
            error={formState.errors.password?.message}
            field={register('password')}
          />
          <PasswordField
            id="acc-confirm"
            label="Повторите пароль"
            autoComplete="new-password"
            error={formState.errors.confirm_password?.message}
            field={register('confirm_password')}
          />
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

/** One labelled password input with its error, described by it. */
function PasswordField(props: {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <PasswordInput
        id={props.id}
        className={fields.input}
        autoComplete={props.autoComplete}
        aria-invalid={!!props.error}
        aria-describedby={`${props.id}-error`}
        {...props.field}
      />
    </Field>
  );
}
