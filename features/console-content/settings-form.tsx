'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import {
  CONFIG_GROUP_TITLES,
  settingsUpdateSchema,
  type ConsoleSetting,
  type SettingsUpdate,
} from '@/lib/api/contract/console-content-settings';
import { consoleSettingsUpdate } from '@/lib/api/endpoints/console-content';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { TEXT_SAVED } from '@/lib/constants';
import styles from './console-content.module.css';

const LONG_KINDS = new Set(['multiline', 'markup', 'goals']);
type Values = { values: Record<string, string> };

/**
 * Issue #14: every site setting of spec §3, grouped, each checked by its kind. Only what
 * changed is sent; the counters and meta tags reach this form only for an admin.
 */
export function SettingsForm({ settings }: { settings: ConsoleSetting[] }) {
  const ids = useId();
  const router = useAppRouter();
  const [status, setStatus] = useState<string | null>(null);
  const initial = Object.fromEntries(settings.map((s) => [s.name, s.value]));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsUpdate, unknown, Values>({
    resolver: zodResolver(settingsUpdateSchema),
    defaultValues: { values: initial },
  });

  const submit = async ({ values }: Values) => {
    setStatus(null);
    const changed = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => v.trim() !== (initial[k] ?? '')),
    );
    if (Object.keys(changed).length === 0) {
      setStatus('Нет изменений');
      return;
    }
    try {
      await callApi(consoleSettingsUpdate, { body: { values: changed } });
      setStatus(TEXT_SAVED);
      router.refresh();
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : null;
      const byField = fieldErrors(body);
      const placed = Object.keys(byField).filter((k) => k.startsWith('values.'));
      for (const k of placed)
        setError(k as `values.${string}`, { type: 'server', message: byField[k] });
      if (placed.length === 0)
        setError('root.server', { message: errorMessages(body)[0] ?? 'Не удалось сохранить' });
    }
  };

  const groups = Object.entries(CONFIG_GROUP_TITLES)
    .map(([group, title]) => ({ title, items: settings.filter((s) => s.group === group) }))
    .filter((g) => g.items.length > 0);

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
      {groups.map((g) => (
        <fieldset key={g.title} className={styles.group}>
          <legend>{g.title}</legend>
          <div className={styles.grid}>
            {g.items.map((s) => {
              const id = `${ids}-${s.name}`;
              const error = errors.values?.[s.name]?.message;
              const common = {
                id,
                'aria-invalid': !!error,
                'aria-describedby': error ? `${id}-error` : undefined,
                ...register(`values.${s.name}`),
              };
              return (
                <Field
                  key={s.name}
                  id={id}
                  label={s.label}
                  required={s.required}
                  error={error}
                  hint={s.hint ?? undefined}
                >
                  {s.kind === 'vat' ? (
                    <select className={fields.select} {...common}>
                      <option value="with">С НДС</option>
                      <option value="without">Без НДС</option>
                    </select>
                  ) : LONG_KINDS.has(s.kind) ? (
                    <textarea
                      className={fields.textarea}
                      rows={s.kind === 'multiline' ? 3 : 5}
                      {...common}
                    />
                  ) : (
                    <input
                      className={fields.input}
                      type={s.kind === 'email' ? 'email' : s.kind === 'phone' ? 'tel' : 'text'}
                      data-setting={s.name}
                      {...common}
                    />
                  )}
                </Field>
              );
            })}
          </div>
        </fieldset>
      ))}
      {errors.root?.server && (
        <p className={styles.alert} role="alert">
          {errors.root.server.message}
        </p>
      )}
      {errors.values?.root?.message && (
        <p className={styles.alert} role="alert">
          {errors.values.root.message}
        </p>
      )}
      {status && (
        <p className={styles.ok} role="status">
          {status}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          Сохранить настройки
        </Button>
      </div>
    </form>
  );
}
