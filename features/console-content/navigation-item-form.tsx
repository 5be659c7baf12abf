'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import {
  navItemInputSchema,
  type ConsoleNavItem,
  type ConsolePageItem,
  type NavItemInput,
} from '@/lib/api/contract/console-content';
import type { z } from '@/lib/api/contract/zod-ru';
import { consoleNavCreate, consoleNavUpdate } from '@/lib/api/endpoints/console-content';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import styles from './console-content.module.css';

export const NAV_TYPE_TITLES = { page: 'Страница сайта', direct_link: 'Ссылка' } as const;
const EMPTY: NavItemInput = { type: 'page', title: '', slug: '', target: null };

export function NavItemForm({
  item,
  pages,
  onDone,
}: {
  item: ConsoleNavItem | null;
  pages: ConsolePageItem[];
  onDone: () => void;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<NavItemInput, unknown, z.output<typeof navItemInputSchema>>({
    resolver: zodResolver(navItemInputSchema),
    defaultValues: item
      ? {
          type: item.type,
          title: item.title,
          slug: item.slug,
          target: item.type === 'direct_link' ? (item.target as '_blank' | '_self' | null) : null,
        }
      : EMPTY,
  });
  const type = watch('type');
  const submit = async (body: z.output<typeof navItemInputSchema>) => {
    try {
      if (item) await callApi(consoleNavUpdate, { params: { id: item.id }, body });
      else await callApi(consoleNavCreate, { body });
      onDone();
    } catch (error) {
      const b = error instanceof ApiRequestError ? error.body : null;
      const byField = fieldErrors(b);
      if (byField.slug) setError('slug', { message: byField.slug });
      else if (byField.title) setError('title', { message: byField.title });
      else setError('root.server', { message: errorMessages(b)[0] ?? 'Не удалось сохранить' });
    }
  };
  const id = (n: string) => `${ids}-${n}`;
  return (
    <form className={styles.card} noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
      <div className={styles.grid}>
        <Field id={id('type')} label="Тип пункта">
          <select id={id('type')} className={fields.select} {...register('type')}>
            {Object.entries(NAV_TYPE_TITLES).map(([value, title]) => (
              <option key={value} value={value}>
                {title}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('title')} label="Название в меню" required error={errors.title?.message}>
          <input
            id={id('title')}
            className={fields.input}
            aria-invalid={!!errors.title}
            {...register('title')}
          />
        </Field>
        {type === 'page' ? (
          <Field id={id('slug')} label="Страница" required error={errors.slug?.message}>
            <select
              id={id('slug')}
              className={fields.select}
              aria-invalid={!!errors.slug}
              {...register('slug')}
            >
              <option value="">— выберите страницу —</option>
              {pages.map((p) => (
                <option key={p.id} value={p.slug}>
                  {p.title} (/{p.slug}/)
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <>
            <Field
              id={id('slug')}
              label="Адрес ссылки"
              required
              error={errors.slug?.message}
              hint="https://… или /catalog/"
            >
              <input
                id={id('slug')}
                className={fields.input}
                aria-invalid={!!errors.slug}
                {...register('slug')}
              />
            </Field>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={watch('target') === '_blank'}
                onChange={(e) => setValue('target', e.target.checked ? '_blank' : '_self')}
              />
              Открывать в новой вкладке
            </label>
          </>
        )}
      </div>
      {errors.root?.server && (
        <p className={styles.alert} role="alert">
          {errors.root.server.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {item ? 'Сохранить пункт' : 'Добавить в меню'}
        </Button>
      </div>
    </form>
  );
}
