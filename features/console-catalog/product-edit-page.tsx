'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field } from '@/components/form/field';
import { FormErrors } from '@/components/form/form-errors';
import fields from '@/components/form/fields.module.css';
import { RichTextField } from '@/components/form/rich-text-field';
import { Button } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import { callApi } from '@/lib/api/client';
import type { ConsoleCategory, ConsoleProduct } from '@/lib/api/contract/console-catalog';
import { consoleProductUpdate } from '@/lib/api/endpoints/console-catalog';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { TEXT_EXCHANGE_OWNED_NOTE } from '@/lib/constants';
import { categoryOptions } from './category-order';
import { AttributesPart, OffersPart, OwnedMark } from './product-parts';
import {
  productDefaults,
  productFormSchema,
  toProductPatch,
  type ProductForm,
} from './product-form-schema';
import { SeoFields } from './seo-fields';
import styles from './console-catalog.module.css';

type TextKey = 'title' | 'article' | 'unit' | 'barcode' | 'brand';
const LABELS: Record<TextKey, string> = {
  title: 'Название',
  article: 'Артикул',
  unit: 'Единица измерения',
  barcode: 'Штрихкод',
  brand: 'Бренд',
};

interface Props {
  product: ConsoleProduct;
  categories: ConsoleCategory[];
}

/** /manager/products/{id}/: every field of a product; a stale save is refused (409). */
export function ProductEditPage({ product: initial, categories }: Props) {
  const [product, setProduct] = useState(initial);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProductForm>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productDefaults(initial),
  });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const owned = (field: string) => product.exchange_owned.includes(field);
  const save = useMutation({
    mutationFn: (v: ProductForm) =>
      callApi(consoleProductUpdate, {
        params: { id: product.id },
        body: toProductPatch(v, product),
      }),
    onSuccess: (next) => {
      setProduct(next);
      reset(productDefaults(next));
      setSaved(true);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      for (const [key, message] of Object.entries(fieldErrors(error.body))) {
        if (key in productFormSchema.shape) setError(key as keyof ProductForm, { message });
      }
    },
  });
  const general =
    save.error instanceof ApiRequestError &&
    !Object.keys(fieldErrors(save.error.body)).some((k) => k in productFormSchema.shape)
      ? errorMessages(save.error.body)
      : [];

  const text = (name: TextKey, required = false) => (
    <Field
      id={`cp-${name}`}
      label={LABELS[name]}
      required={required && !owned(name)}
      error={formState.errors[name]?.message}
    >
      <input
        id={`cp-${name}`}
        className={fields.input}
        readOnly={owned(name)}
        aria-invalid={!!formState.errors[name]}
        aria-describedby={`cp-${name}-error`}
        {...register(name, { onChange: () => setSaved(false) })}
      />
      <OwnedMark on={owned(name)} />
    </Field>
  );
  const qty = (name: 'pack_qty' | 'min_qty', label: string) => (
    <Field id={`cp-${name}`} label={label} error={formState.errors[name]?.message}>
      <input
        id={`cp-${name}`}
        type="number"
        min={1}
        className={fields.input}
        aria-describedby={`cp-${name}-error`}
        {...register(name, { valueAsNumber: true })}
      />
    </Field>
  );

  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/products/" />
      <div className={styles.head}>
        <h1>{product.title}</h1>
        <span className={styles.actions}>
          <Link href={`/manager/products/${product.id}/photos/`}>Фотографии</Link>
          <Link href={`/product/${product.slug}/`} target="_blank">
            Открыть в магазине
          </Link>
        </span>
      </div>
      {product.source === '1c' && <p className={styles.warning}>{TEXT_EXCHANGE_OWNED_NOTE}</p>}
      <form
        noValidate
        className={styles.form}
        onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}
      >
        <section className={styles.section} aria-labelledby="cp-main">
          <h2 id="cp-main">Основное</h2>
          <div className={fields.grid}>
            {text('title', true)}
            {text('article', true)}
            {text('unit', true)}
            <Field id="cp-category" label="Категория" error={formState.errors.category_id?.message}>
              <select
                id="cp-category"
                className={fields.select}
                disabled={owned('category_id')}
                aria-describedby="cp-category-error"
                {...register('category_id', { valueAsNumber: true })}
              >
                {categoryOptions(categories).map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
              <OwnedMark on={owned('category_id')} />
            </Field>
            {text('barcode')}
            {text('brand')}
            {qty('pack_qty', 'Кратность (штук в упаковке)')}
            {qty('min_qty', 'Минимальный заказ')}
            <label className={styles.check}>
              <input type="checkbox" disabled={owned('is_active')} {...register('is_active')} />
              Показывать в магазине
              <OwnedMark on={owned('is_active')} />
            </label>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="cp-description-label">
          <h2 id="cp-description-label">
            Описание
            <OwnedMark on={owned('description')} />
          </h2>
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <RichTextField
                id="cp-description"
                labelledBy="cp-description-label"
                value={field.value ?? ''}
                onChange={field.onChange}
                readOnly={owned('description')}
                invalid={!!formState.errors.description}
              />
            )}
          />
          {formState.errors.description && (
            <p className={fields.error}>{formState.errors.description.message}</p>
          )}
        </section>
        <AttributesPart form={form} product={product} owned={owned} />
        <OffersPart form={form} product={product} owned={owned} />
        <SeoFields prefix="cp" register={register} errors={formState.errors} />
        <FormErrors messages={general} className={fields.errors} />
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            Сохранить
          </Button>
          <p role="status" className={styles.notice}>
            {saved ? 'Сохранено. Магазин уже показывает изменения.' : ''}
          </p>
        </div>
      </form>
    </div>
  );
}
