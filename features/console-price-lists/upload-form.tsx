'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import {
  PRICE_LIST_MAX_BYTES,
  TEXT_PRICE_LIST_NO_FILE,
  TEXT_PRICE_LIST_TOO_BIG,
  TEXT_PRICE_LIST_WRONG_TYPE,
  priceListUploadSchema,
  type ConsolePriceList,
} from '@/lib/api/contract/console-price-lists';
import { ApiRequestError, fieldErrors } from '@/lib/api/errors';
import { describeError } from '@/lib/describe-error';
import { z } from '@/lib/api/contract/zod-ru';
import { uploadPriceList } from './upload-api';
import styles from '@/components/ui/console-files.module.css';

/** The contract's fields plus the file, checked here as far as a browser can (the server sniffs). */
const formSchema = priceListUploadSchema.extend({
  file: z
    .custom<FileList>()
    .refine((files) => files?.length === 1, TEXT_PRICE_LIST_NO_FILE)
    .refine((files) => (files?.[0]?.size ?? 0) <= PRICE_LIST_MAX_BYTES, TEXT_PRICE_LIST_TOO_BIG)
    .refine((files) => /\.(pdf|xlsx)$/i.test(files?.[0]?.name ?? ''), TEXT_PRICE_LIST_WRONG_TYPE),
});
type Form = z.input<typeof formSchema>;

export function UploadForm({ onDone }: { onDone: (doc: ConsolePriceList) => void }) {
  const form = useForm<Form>({ resolver: zodResolver(formSchema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const file = values.file[0];
    if (!file) return;
    try {
      onDone(await uploadPriceList(file, values.title ?? ''));
      form.reset();
    } catch (error) {
      const byField = error instanceof ApiRequestError ? fieldErrors(error.body) : {};
      if (byField.file) form.setError('file', { message: byField.file });
      else if (byField.title) form.setError('title', { message: byField.title });
      else form.setError('root', { message: describeError(error) ?? '' });
    }
  });
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate>
      <h2 className={fields.label}>Загрузить прайс-лист (PDF или XLSX, до 10 МБ)</h2>
      <div className={styles.row}>
        <Field id="pl-file" label="Файл" required error={errors.file?.message}>
          <input
            id="pl-file"
            type="file"
            accept=".pdf,.xlsx,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className={fields.input}
            aria-invalid={!!errors.file}
            aria-describedby={errors.file ? 'pl-file-error' : undefined}
            {...form.register('file')}
          />
        </Field>
        <Field
          id="pl-title"
          label="Название"
          hint="Необязательно: иначе — имя файла"
          error={errors.title?.message}
        >
          <input
            id="pl-title"
            className={fields.input}
            aria-invalid={!!errors.title}
            {...form.register('title')}
          />
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Загружаем…' : 'Загрузить'}
        </Button>
      </div>
      {errors.root?.message && (
        <p className={styles.error} role="alert">
          {errors.root.message}
        </p>
      )}
    </form>
  );
}
