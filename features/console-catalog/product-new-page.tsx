'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/form/field';
import { FormErrors } from '@/components/form/form-errors';
import fields from '@/components/form/fields.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { Button } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import { callApi } from '@/lib/api/client';
import { productCreateSchema, type ConsoleCategory } from '@/lib/api/contract/console-catalog';
import { z } from '@/lib/api/contract/zod-ru';
import { consoleProductCreate } from '@/lib/api/endpoints/console-catalog';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { categoryOptions } from './category-order';
import styles from './console-catalog.module.css';

/** The contract's create schema with the price as the field's text ('' — on request). */
const formSchema = productCreateSchema.omit({ price: true }).extend({
  price: z
    .string()
    .trim()
    .regex(/^(\d{1,10}([.,]\d{1,2})?)?$/, 'Цена: число, не больше двух знаков после запятой'),
});
type FormValues = z.input<typeof formSchema>;
type Key = keyof FormValues;

const LABELS: Record<Exclude<Key, 'category_id'>, string> = {
  title: 'Название',
  article: 'Артикул',
  unit: 'Единица измерения',
  price: 'Цена (пусто — «Цена по запросу»)',
};

/** /manager/products/new/: the few fields a product needs; the rest on its own page. */
export function ProductNewPage({ categories }: { categories: ConsoleCategory[] }) {
  const router = useAppRouter();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: '', article: '', unit: 'шт', price: '' },
  });
  const { register, handleSubmit, formState, setError } = form;
  const create = useMutation({
    mutationFn: (v: FormValues) =>
      callApi(consoleProductCreate, {
        body: { ...v, price: v.price.trim() ? v.price.trim().replace(',', '.') : null },
      }),
    onSuccess: (made) => router.push(`/manager/products/${made.id}/`),
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      for (const [key, message] of Object.entries(fieldErrors(error.body))) {
        if (key in formSchema.shape) setError(key as Key, { message });
      }
    },
  });
  const general =
    create.error instanceof ApiRequestError &&
    !Object.keys(fieldErrors(create.error.body)).some((k) => k in formSchema.shape)
      ? errorMessages(create.error.body)
      : [];
  const input = (name: Exclude<Key, 'category_id'>) => (
    <Field
      id={`np-${name}`}
      label={LABELS[name]}
      required={name !== 'price'}
      error={formState.errors[name]?.message}
    >
      <input
        id={`np-${name}`}
        className={fields.input}
        aria-invalid={!!formState.errors[name]}
        aria-describedby={`np-${name}-error`}
        {...register(name)}
      />
    </Field>
  );

  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/products/" />
      <h1>Новый товар</h1>
      <form
        noValidate
        className={`${styles.form} ${styles.section}`}
        onSubmit={(e) => void handleSubmit((v) => create.mutate(v))(e)}
      >
        <div className={fields.grid}>
          <Field
            id="np-category"
            label="Категория"
            required
            error={formState.errors.category_id?.message}
          >
            <select
              id="np-category"
              className={fields.select}
              aria-invalid={!!formState.errors.category_id}
              aria-describedby="np-category-error"
              defaultValue=""
              {...register('category_id', { valueAsNumber: true })}
            >
              <option value="">— Выберите категорию —</option>
              {categoryOptions(categories).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
          {input('title')}
          {input('article')}
          {input('unit')}
          {input('price')}
        </div>
        <FormErrors messages={general} className={fields.errors} />
        <div className={styles.actions}>
          <Button type="submit" disabled={create.isPending}>
            Создать товар
          </Button>
        </div>
      </form>
    </div>
  );
}
