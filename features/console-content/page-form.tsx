'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { RichTextField } from '@/components/form/rich-text-field';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import {
  pageInputSchema,
  type ConsolePage,
  type PageInput,
} from '@/lib/api/contract/console-content';
import {
  consolePageCreate,
  consolePagePreview,
  consolePageUpdate,
} from '@/lib/api/endpoints/console-content';
import type { z } from '@/lib/api/contract/zod-ru';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { TEXT_SAVED } from '@/lib/constants';
import { PagePreview } from './page-preview';
import styles from './console-content.module.css';

type Values = z.output<typeof pageInputSchema>;

const TEXT_FIELDS = [
  ['seo_title', 'SEO-заголовок (title)'],
  ['seo_h1', 'Заголовок H1 (если отличается)'],
  ['seo_description', 'SEO-описание (description)'],
  ['seo_keywords', 'Ключевые слова'],
  ['og_title', 'OG-заголовок'],
  ['og_description', 'OG-описание'],
  ['og_image', 'OG-картинка (https://… или /media/…)'],
] as const;

const toInput = (p: ConsolePage | null): PageInput => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  content: p?.content ?? '',
  parent_id: p?.parent_id ?? null,
  seo_title: p?.seo_title ?? '',
  seo_description: p?.seo_description ?? '',
  seo_h1: p?.seo_h1 ?? '',
  seo_keywords: p?.seo_keywords ?? '',
  og_title: p?.og_title ?? '',
  og_description: p?.og_description ?? '',
  og_image: p?.og_image ?? '',
});

/** Issue #14: one content page — text, address, SEO and OG — with a preview before saving. */
export function PageForm({ page }: { page: ConsolePage | null }) {
  const ids = useId();
  const router = useAppRouter();
  const [version, setVersion] = useState(page?.version ?? 0);
  const [preview, setPreview] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PageInput, unknown, Values>({
    resolver: zodResolver(pageInputSchema),
    defaultValues: toInput(page),
  });

  const fail = (error: unknown) => {
    const body = error instanceof ApiRequestError ? error.body : null;
    const byField = fieldErrors(body);
    const known = Object.keys(toInput(null)) as (keyof PageInput)[];
    const placed = known.filter((k) => byField[k]);
    for (const k of placed) setError(k, { type: 'server', message: byField[k] });
    if (placed.length === 0)
      setError('root.server', { message: errorMessages(body)[0] ?? 'Не удалось сохранить' });
  };

  const submit = async (values: Values) => {
    setSaved(false);
    try {
      if (page) {
        const next = await callApi(consolePageUpdate, {
          params: { id: page.id },
          body: { ...values, version },
        });
        setVersion(next.version);
        setSaved(true);
        router.refresh();
      } else {
        const created = await callApi(consolePageCreate, { body: values });
        router.push(`/manager/content/pages/${created.id}/`);
      }
    } catch (error) {
      fail(error);
    }
  };

  const showPreview = async () => {
    try {
      const res = await callApi(consolePagePreview, { body: { content: getValues('content') } });
      setPreview(res.content);
    } catch (error) {
      fail(error);
    }
  };

  const text = (name: keyof PageInput, label: string, required = false) => (
    <Field id={`${ids}-${name}`} label={label} required={required} error={errors[name]?.message}>
      <input
        id={`${ids}-${name}`}
        className={fields.input}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        {...register(name)}
      />
    </Field>
  );

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
      <div className={styles.grid}>
        {text('title', 'Заголовок', true)}
        {text('slug', 'Адрес страницы (латиницей, через дефис)', true)}
      </div>
      <div className={fields.field}>
        <span className={fields.label} id={`${ids}-content-label`}>
          Текст страницы
        </span>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextField
              id={`${ids}-content`}
              labelledBy={`${ids}-content-label`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={!!errors.content}
            />
          )}
        />
        {errors.content && <p className={fields.error}>{errors.content.message}</p>}
      </div>
      <details className={styles.seo} open={!page}>
        <summary>SEO и Open Graph</summary>
        <div className={styles.grid}>{TEXT_FIELDS.map(([name, label]) => text(name, label))}</div>
      </details>
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
          {page ? 'Сохранить и опубликовать' : 'Создать и опубликовать'}
        </Button>
        <Button variant="secondary" onClick={() => void showPreview()}>
          Предпросмотр
        </Button>
        {page && (
          <a className={styles.link} href={`/${page.slug}/`} target="_blank" rel="noreferrer">
            Открыть на сайте
          </a>
        )}
      </div>
      {preview !== null && (
        <PagePreview
          title={getValues('seo_h1') || getValues('title')}
          html={preview}
          onClose={() => setPreview(null)}
        />
      )}
    </form>
  );
}
