'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import {
  priceListRenameSchema,
  type ConsolePriceList,
} from '@/lib/api/contract/console-price-lists';
import { consolePriceListRename } from '@/lib/api/endpoints/console-price-lists';
import { ApiRequestError, fieldErrors } from '@/lib/api/errors';
import { describeError } from '@/lib/describe-error';
import type { z } from '@/lib/api/contract/zod-ru';
import styles from '@/components/ui/console-files.module.css';

type Form = z.input<typeof priceListRenameSchema>;

/** The title in place, as a small form: Enter saves, Escape cancels. */
export function RenameForm({
  doc,
  onDone,
  onCancel,
}: {
  doc: ConsolePriceList;
  onDone: (doc: ConsolePriceList) => void;
  onCancel: () => void;
}) {
  const form = useForm<Form>({
    resolver: zodResolver(priceListRenameSchema),
    defaultValues: { title: doc.title },
  });
  const error = form.formState.errors.title?.message ?? form.formState.errors.root?.message;
  const id = `pl-rename-${doc.id}`;
  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await callApi(consolePriceListRename, { params: { id: doc.id }, body: values }));
    } catch (e) {
      const byField = e instanceof ApiRequestError ? fieldErrors(e.body) : {};
      form.setError(byField.title ? 'title' : 'root', {
        message: byField.title ?? describeError(e) ?? '',
      });
    }
  });
  return (
    <form
      className={styles.actions}
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      noValidate
    >
      <label className="visually-hidden" htmlFor={id}>
        Новое название
      </label>
      <input
        id={id}
        className={fields.input}
        autoFocus
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('title')}
      />
      <Button type="submit" size="small" disabled={form.formState.isSubmitting}>
        Сохранить
      </Button>
      <Button type="button" size="small" variant="ghost" onClick={onCancel}>
        Отмена
      </Button>
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </form>
  );
}
