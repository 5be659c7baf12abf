'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/console.module.css';
import { callApi } from '@/lib/api/client';
import {
  SYNONYM_KINDS,
  SYNONYM_TERMS_MAX,
  synonymGroupInputSchema,
  type SynonymGroup,
  type SynonymGroupInput,
  type SynonymGroupValues,
} from '@/lib/api/contract/console-search';
import { consoleSynonymCreate, consoleSynonymUpdate } from '@/lib/api/endpoints/console-search';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import own from './console-search.module.css';

const KIND_HINTS = {
  synonym: 'Синонимы — слова одного товара',
  brand: 'Бренд — написания производителя',
} as const;

interface Props {
  /** Null: a new group. */
  group: SynonymGroup | null;
  onSaved: (group: SynonymGroup) => void;
  onCancel: () => void;
}

/** One group: its words (a line each, two at least) and its kind; the contract's checks. */
export function SynonymForm({ group, onSaved, onCancel }: Props) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SynonymGroupInput, unknown, SynonymGroupValues>({
    resolver: zodResolver(synonymGroupInputSchema),
    defaultValues: { terms: group?.terms ?? ['', ''], kind: group?.kind ?? 'synonym' },
  });
  const terms = watch('terms') ?? [];
  // The line to focus after the next render (a line just added or the one after a removed).
  const focusNext = useRef<number | null>(0);
  useEffect(() => {
    if (focusNext.current === null) return;
    setFocus(`terms.${focusNext.current}`);
    focusNext.current = null;
  }, [terms.length, setFocus]);

  const addTerm = () => {
    const next = [...getValues('terms'), ''];
    focusNext.current = next.length - 1;
    setValue('terms', next);
  };
  const removeTerm = (i: number) => {
    const next = getValues('terms').filter((_, j) => j !== i);
    clearErrors('terms');
    focusNext.current = Math.min(i, next.length - 1);
    setValue('terms', next);
  };

  // A refusal of the whole save (409, a lost connection) takes the focus: the submit button it
  // was on is disabled while saving, and Esc must still reach the form. Focused before paint:
  // with a plain effect a key pressed the moment the refusal shows went to the page (CI, stop 32).
  const rootAlert = useRef<HTMLParagraphElement>(null);
  const rootMessage = errors.root?.server?.message;
  useLayoutEffect(() => {
    if (rootMessage) rootAlert.current?.focus();
  }, [rootMessage]);

  const fail = (error: unknown) => {
    const body = error instanceof ApiRequestError ? error.body : null;
    let placed = 0;
    for (const [key, message] of Object.entries(fieldErrors(body))) {
      const term = /^terms\.(\d+)$/.exec(key)?.[1];
      if (term !== undefined && Number(term) < getValues('terms').length) {
        setError(`terms.${Number(term)}`, { type: 'server', message }, { shouldFocus: !placed });
        placed++;
      } else if (key === 'kind') {
        setError('kind', { type: 'server', message });
        placed++;
      }
    }
    if (placed === 0)
      setError('root.server', {
        message: errorMessages(body)[0] ?? 'Не удалось сохранить группу',
      });
  };

  const submit = async (values: SynonymGroupValues) => {
    try {
      const saved = group
        ? await callApi(consoleSynonymUpdate, {
            params: { id: group.id },
            body: { ...values, version: group.version },
          })
        : await callApi(consoleSynonymCreate, { body: values });
      onSaved(saved);
    } catch (error) {
      fail(error);
    }
  };

  const title = group ? 'Изменить группу' : 'Новая группа';
  const groupError = errors.terms?.root?.message ?? errors.terms?.message;
  return (
    <form
      className={`${styles.panel} ${own.form}`}
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <h2 id={`${ids}-title`}>{title}</h2>
      {rootMessage && (
        <p ref={rootAlert} tabIndex={-1} className={`${fields.errors} ${own.message}`} role="alert">
          {rootMessage}
        </p>
      )}
      <fieldset className={`${fields.field} ${own.terms}`} aria-describedby={`${ids}-hint`}>
        <legend className={fields.label}>Слова группы</legend>
        <p className={fields.hint} id={`${ids}-hint`}>
          Слово или короткая фраза в строке: буквы, цифры, пробел, дефис — от 2 до 60 символов.
        </p>
        {groupError && (
          <p className={fields.error} role="alert">
            {groupError}
          </p>
        )}
        <ol className={own.termList}>
          {terms.map((_, i) => {
            const id = `${ids}-term-${i}`;
            const error = errors.terms?.[i]?.message;
            return (
              <li key={i} className={own.termRow}>
                <label htmlFor={id} className="visually-hidden">
                  Слово {i + 1}
                </label>
                <input
                  id={id}
                  className={fields.input}
                  maxLength={80}
                  autoComplete="off"
                  aria-invalid={!!error}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...register(`terms.${i}`)}
                />
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Убрать слово ${i + 1}`}
                  disabled={terms.length <= 2}
                  onClick={() => removeTerm(i)}
                >
                  Убрать
                </Button>
                {error && (
                  <p className={`${fields.error} ${own.termError}`} id={`${id}-error`}>
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            variant="secondary"
            size="small"
            disabled={terms.length >= SYNONYM_TERMS_MAX}
            onClick={addTerm}
          >
            Добавить слово
          </Button>
        </div>
      </fieldset>
      <Field id={`${ids}-kind`} label="Вид группы" error={errors.kind?.message}>
        <select id={`${ids}-kind`} className={fields.select} {...register('kind')}>
          {SYNONYM_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_HINTS[k]}
            </option>
          ))}
        </select>
      </Field>
      <div className={styles.row}>
        <Button type="submit" disabled={isSubmitting}>
          Сохранить группу
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
