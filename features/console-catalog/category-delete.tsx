'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import type { ConsoleCategory } from '@/lib/api/contract/console-catalog';
import { consoleCategoryDelete } from '@/lib/api/endpoints/console-catalog';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { FormErrors } from '@/components/form/form-errors';
import { categoryOptions, subtreeOf } from './category-order';
import styles from './console-catalog.module.css';

interface Props {
  all: ConsoleCategory[];
  category: ConsoleCategory;
  /** Products in the category and below: they must go somewhere first. */
  total: number;
  onDone: () => void;
  onCancel: () => void;
}

/** Deleting asks where the products go; subcategories are deleted with it. */
export function CategoryDelete({ all, category, total, onDone, onCancel }: Props) {
  const [target, setTarget] = useState('');
  const below = subtreeOf(all, category.id);
  const remove = useMutation({
    mutationFn: () =>
      callApi(consoleCategoryDelete, {
        params: { id: category.id },
        query: {
          version: category.version,
          move_products_to: target ? Number(target) : undefined,
        },
      }),
    onSuccess: onDone,
  });
  const fieldError =
    remove.error instanceof ApiRequestError
      ? fieldErrors(remove.error.body).move_products_to
      : undefined;
  const general =
    remove.error instanceof ApiRequestError && !fieldError ? errorMessages(remove.error.body) : [];

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate();
      }}
    >
      {below.size > 1 && <p>Вместе с ней удалятся подкатегории: {below.size - 1}.</p>}
      {total > 0 ? (
        <Field
          id="cat-move-to"
          label={`Куда перенести товары (${total})`}
          required
          error={fieldError}
        >
          <select
            id="cat-move-to"
            className={fields.select}
            value={target}
            data-autofocus
            aria-invalid={!!fieldError}
            aria-describedby="cat-move-to-error"
            onChange={(e) => setTarget(e.target.value)}
          >
            <option value="">— Выберите категорию —</option>
            {categoryOptions(all, below).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <p>Товаров в категории нет.</p>
      )}
      <FormErrors messages={general} className={fields.errors} />
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={remove.isPending}>
          Удалить
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
