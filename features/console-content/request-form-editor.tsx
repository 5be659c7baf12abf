'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import {
  FORM_FIELD_NAMES,
  formInputSchema,
  type ConsoleForm,
  type FormInput,
} from '@/lib/api/contract/console-content';
import { FORM_FIELD_KINDS } from '@/lib/api/contract/feedback';
import type { z } from '@/lib/api/contract/zod-ru';
import { consoleFormUpdate } from '@/lib/api/endpoints/console-content';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import { TEXT_SAVED } from '@/lib/constants';
import styles from './console-content.module.css';

const NAME_TITLES = {
  name: 'Имя (name)',
  phone: 'Телефон (phone)',
  comment: 'Комментарий (comment)',
};
const KIND_TITLES = { CharField: 'Текст', EmailField: 'E-mail' };

/** Issue #14: one request form — its title and the fields the public modal shows. */
function FormEditor({ form }: { form: ConsoleForm }) {
  const ids = useId();
  const router = useAppRouter();
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, z.output<typeof formInputSchema>>({
    resolver: zodResolver(formInputSchema),
    defaultValues: { title: form.title, fields: form.fields as FormInput['fields'] },
  });
  const list = useFieldArray({ control, name: 'fields' });
  const used = watch('fields').map((f) => f.name);
  const missing = FORM_FIELD_NAMES.filter((n) => !used.includes(n));

  const submit = async (body: z.output<typeof formInputSchema>) => {
    setSaved(false);
    try {
      await callApi(consoleFormUpdate, { params: { id: form.id }, body });
      setSaved(true);
      router.refresh();
    } catch (error) {
      const b = error instanceof ApiRequestError ? error.body : null;
      setError('root.server', { message: errorMessages(b).join(' ') || 'Не удалось сохранить' });
    }
  };
  const id = (n: string) => `${ids}-${n}`;
  const fieldsError = errors.fields?.root?.message ?? errors.fields?.message;

  return (
    <form className={styles.card} noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
      <h2>Форма «{form.key}»</h2>
      <Field id={id('title')} label="Заголовок формы" required error={errors.title?.message}>
        <input
          id={id('title')}
          className={fields.input}
          aria-invalid={!!errors.title}
          {...register('title')}
        />
      </Field>
      {list.fields.map((item, index) => (
        <fieldset key={item.id} className={styles.fieldRow}>
          <legend className="visually-hidden">Поле {index + 1}</legend>
          <Field id={id(`name-${index}`)} label="Поле">
            <select
              id={id(`name-${index}`)}
              className={fields.select}
              {...register(`fields.${index}.name`)}
            >
              {FORM_FIELD_NAMES.map((n) => (
                <option key={n} value={n}>
                  {NAME_TITLES[n]}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={id(`label-${index}`)}
            label="Подпись"
            required
            error={errors.fields?.[index]?.label?.message}
          >
            <input
              id={id(`label-${index}`)}
              className={fields.input}
              {...register(`fields.${index}.label`)}
            />
          </Field>
          <Field id={id(`kind-${index}`)} label="Тип">
            <select
              id={id(`kind-${index}`)}
              className={fields.select}
              {...register(`fields.${index}.kind`)}
            >
              {FORM_FIELD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_TITLES[k]}
                </option>
              ))}
            </select>
          </Field>
          <label className={styles.check}>
            <input type="checkbox" {...register(`fields.${index}.required`)} /> Обязательное
          </label>
          <div className={styles.rowActions}>
            <Button
              variant="ghost"
              size="small"
              aria-label="Выше"
              disabled={index === 0}
              onClick={() => list.move(index, index - 1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              size="small"
              aria-label="Ниже"
              disabled={index === list.fields.length - 1}
              onClick={() => list.move(index, index + 1)}
            >
              ↓
            </Button>
            <Button variant="ghost" size="small" onClick={() => list.remove(index)}>
              Убрать
            </Button>
          </div>
        </fieldset>
      ))}
      {fieldsError && <p className={fields.error}>{fieldsError}</p>}
      {errors.root?.server && (
        <p className={styles.alert} role="alert">
          {errors.root.server.message}
        </p>
      )}
      {saved && (
        <p className={styles.ok} role="status">
          {TEXT_SAVED}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          Сохранить форму
        </Button>
        {missing[0] && (
          <Button
            variant="secondary"
            onClick={() =>
              list.append({
                name: missing[0] ?? 'comment',
                label: '',
                kind: 'CharField',
                required: false,
              })
            }
          >
            Добавить поле
          </Button>
        )}
      </div>
    </form>
  );
}

export function RequestFormsEditor({ forms }: { forms: ConsoleForm[] }) {
  return (
    <>
      <p className={styles.muted}>
        Форма заявки на сайте принимает имя, телефон и комментарий; имя и телефон обязательны.
      </p>
      {forms.map((f) => (
        <FormEditor key={f.id} form={f} />
      ))}
    </>
  );
}
