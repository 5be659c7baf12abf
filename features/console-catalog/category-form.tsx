'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/form/field';
import { FormErrors } from '@/components/form/form-errors';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { categoryCreateSchema, type ConsoleCategory } from '@/lib/api/contract/console-catalog';
import { z } from '@/lib/api/contract/zod-ru';
import { consoleCategoryCreate, consoleCategoryUpdate } from '@/lib/api/endpoints/console-catalog';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { categoryOptions, subtreeOf } from './category-order';
import { SeoFields, SEO_KEYS } from './seo-fields';
import styles from './console-catalog.module.css';

/** The contract's schema, the parent as the select's string ('' — top level). */
const formSchema = categoryCreateSchema
  .omit({ parent_id: true })
  .extend({ parent: z.string().optional() });
type FormValues = z.input<typeof formSchema>;
type Key = keyof FormValues;

const defaults = (c: ConsoleCategory | null, parentId: number | null): FormValues => ({
  title: c?.title ?? '',
  slug: c?.slug ?? '',
  parent: String(c ? (c.parent_id ?? '') : (parentId ?? '')),
  description: c?.description ?? '',
  image: c?.image ?? '',
  is_hidden: c?.is_hidden ?? false,
  ...Object.fromEntries(SEO_KEYS.map((k) => [k, c?.[k] ?? ''])),
});

interface Props {
  all: ConsoleCategory[];
  /** null: a new category (under `parentId`). */
  category: ConsoleCategory | null;
  parentId: number | null;
  onDone: (saved: ConsoleCategory) => void;
  onCancel: () => void;
}

/** Add or edit a category: name, address, place in the tree, visibility, image, SEO. */
export function CategoryForm({ all, category, parentId, onDone, onCancel }: Props) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(category, parentId),
  });
  const { register, handleSubmit, formState, setError } = form;
  const save = useMutation({
    mutationFn: (v: FormValues) => {
      const { parent, ...rest } = formSchema.parse(v);
      // A disabled select (a 1C group) submits nothing: the parent stays as it is.
      const parentId =
        parent === undefined ? (category?.parent_id ?? null) : Number(parent) || null;
      const body = { ...rest, parent_id: parentId };
      return category
        ? callApi(consoleCategoryUpdate, {
            params: { id: category.id },
            body: { ...body, version: category.version },
          })
        : callApi(consoleCategoryCreate, { body });
    },
    onSuccess: onDone,
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      for (const [key, message] of Object.entries(fieldErrors(error.body))) {
        const name = key === 'parent_id' ? 'parent' : key;
        if (name in formSchema.shape) setError(name as Key, { message });
      }
    },
  });
  const general =
    save.error instanceof ApiRequestError &&
    !Object.keys(fieldErrors(save.error.body)).some(
      (k) => k in formSchema.shape || k === 'parent_id',
    )
      ? errorMessages(save.error.body)
      : [];
  const err = (k: Key) => formState.errors[k]?.message;
  // A group 1C sent: its name and parent come from 1C (lib/catalog/exchange-owned-fields.ts).
  const fromExchange = !!category?.external_id;
  const options = categoryOptions(all, category ? subtreeOf(all, category.id) : undefined);

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}
    >
      <div className={fields.grid}>
        <Field
          id="cat-title"
          label="Название"
          required
          hint={fromExchange ? 'Из 1С: меняется только в 1С' : undefined}
          error={err('title')}
        >
          <input
            id="cat-title"
            className={fields.input}
            data-autofocus
            readOnly={fromExchange}
            aria-invalid={!!err('title')}
            aria-describedby="cat-title-error"
            {...register('title')}
          />
        </Field>
        <Field
          id="cat-slug"
          label="Адрес (латиницей)"
          hint="Пусто — по названию"
          error={err('slug')}
        >
          <input
            id="cat-slug"
            className={fields.input}
            aria-invalid={!!err('slug')}
            aria-describedby="cat-slug-error"
            {...register('slug')}
          />
        </Field>
        <Field
          id="cat-parent"
          label="Родительская категория"
          hint={fromExchange ? 'Из 1С: меняется только в 1С' : undefined}
          error={err('parent')}
        >
          <select
            id="cat-parent"
            className={fields.select}
            aria-invalid={!!err('parent')}
            aria-describedby="cat-parent-error"
            disabled={fromExchange}
            {...register('parent')}
          >
            <option value="">— Верхний уровень —</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="cat-image"
          label="Картинка (адрес)"
          hint="/media/… или https://…"
          error={err('image')}
        >
          <input
            id="cat-image"
            className={fields.input}
            aria-invalid={!!err('image')}
            aria-describedby="cat-image-error"
            {...register('image')}
          />
        </Field>
        <Field
          id="cat-description"
          label="Описание"
          error={err('description')}
          className={fields.wide}
        >
          <textarea
            id="cat-description"
            rows={3}
            className={fields.textarea}
            aria-describedby="cat-description-error"
            {...register('description')}
          />
        </Field>
        <label className={styles.check}>
          <input type="checkbox" {...register('is_hidden')} /> Скрыть в магазине (вместе с
          подкатегориями и товарами)
        </label>
      </div>
      <SeoFields prefix="cat" register={register} errors={formState.errors} />
      <FormErrors messages={general} className={fields.errors} />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {category ? 'Сохранить' : 'Добавить'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
