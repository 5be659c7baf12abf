'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_TITLES,
  TEXT_IMPORT_NEED_KEYS,
  importRunSchema,
  type ImportPreview,
  type ImportRun,
} from '@/lib/api/contract/console-import';
import { plural } from '@/lib/format/numbers';
import styles from '@/components/ui/console-files.module.css';
import own from './import.module.css';

/** The run's schema, and both key columns chosen before anything is sent. */
const formSchema = importRunSchema.refine(
  (v) => v.mapping.article !== null && v.mapping.title !== null,
  { message: TEXT_IMPORT_NEED_KEYS, path: ['mapping', 'article'] },
);

const ROWS = ['строку', 'строки', 'строк'] as const;

const toColumn = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** One select per product field: which column fills it, or none. */
export function MappingForm({
  preview,
  serverError,
  onRun,
}: {
  preview: ImportPreview;
  serverError: string | null;
  onRun: (run: ImportRun) => Promise<void>;
}) {
  const form = useForm<ImportRun>({
    resolver: zodResolver(formSchema),
    defaultValues: { upload_id: preview.upload_id, mapping: preview.mapping, default_category: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const mappingError =
    errors.mapping?.article?.message ?? errors.mapping?.message ?? errors.mapping?.root?.message;
  return (
    <form
      className={styles.panel}
      onSubmit={(e) => void form.handleSubmit(onRun)(e)}
      noValidate
      aria-label="Сопоставление столбцов"
    >
      <h2 className={fields.label}>Какой столбец что содержит</h2>
      <div className={own.mapping}>
        {IMPORT_FIELDS.map((field) => (
          <Field
            key={field}
            id={`map-${field}`}
            label={IMPORT_FIELD_TITLES[field]}
            required={field === 'article' || field === 'title'}
            error={field === 'article' ? mappingError : undefined}
          >
            <select
              id={`map-${field}`}
              className={fields.select}
              {...form.register(`mapping.${field}`, { setValueAs: toColumn })}
            >
              <option value="">— не загружать —</option>
              {preview.headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || `Столбец ${index + 1}`}
                </option>
              ))}
            </select>
          </Field>
        ))}
        <Field
          id="map-category-default"
          label="Категория для товаров без категории"
          hint="Найдётся по названию или будет создана"
          error={errors.default_category?.message}
        >
          <input
            id="map-category-default"
            className={fields.input}
            placeholder="Товары из таблицы"
            {...form.register('default_category')}
          />
        </Field>
      </div>
      {serverError && (
        <p className={styles.error} role="alert">
          {serverError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? 'Запускаем…'
            : `Импортировать ${preview.total_rows} ${plural(preview.total_rows, ROWS)}`}
        </Button>
      </div>
    </form>
  );
}
