'use client';

import { useId, useRef, useState } from 'react';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/console.module.css';
import { callApi } from '@/lib/api/client';
import type { SynonymGroup } from '@/lib/api/contract/console-search';
import { consoleSynonymDelete } from '@/lib/api/endpoints/console-search';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import { SYNONYM_KIND_TITLES } from '@/lib/constants';
import { formatDateTime } from '@/lib/format/date';
import { SynonymForm } from './synonym-form';
import own from './console-search.module.css';

interface Props {
  groups: SynonymGroup[];
  count: number;
  /** A search or a kind is chosen: «nothing found», not «nothing yet». */
  filtered: boolean;
}

const named = (g: SynonymGroup) => `«${g.terms.join(', ')}»`;

/** The groups as a table; one form above it for a new group or the one being edited. */
export function SynonymsEditor({ groups, count, filtered }: Props) {
  const router = useAppRouter();
  const [editing, setEditing] = useState<SynonymGroup | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Where the focus goes back when the form closes: the button that opened it.
  const opener = useRef<HTMLButtonElement | null>(null);
  const addId = useId();
  const addButton = () => document.getElementById(addId);

  const open = (target: SynonymGroup | 'new', button: HTMLButtonElement) => {
    opener.current = button;
    setNotice(null);
    setError(null);
    setEditing(target);
  };
  const close = (message: string | null) => {
    setEditing(null);
    setNotice(message);
    if (message) router.refresh();
    // A saved group may move in the list: the add button is the one place sure to stay.
    const back = message || !opener.current?.isConnected ? addButton() : opener.current;
    requestAnimationFrame(() => back?.focus());
  };

  const remove = async (group: SynonymGroup) => {
    if (
      !window.confirm(
        `Удалить группу ${named(group)}? Поиск перестанет считать эти слова одним и тем же.`,
      )
    )
      return;
    setNotice(null);
    setError(null);
    try {
      await callApi(consoleSynonymDelete, { params: { id: group.id } });
      if (editing !== 'new' && editing?.id === group.id) setEditing(null);
      setNotice(`Группа ${named(group)} удалена`);
      router.refresh();
      addButton()?.focus();
    } catch (e) {
      setError(
        errorMessages(e instanceof ApiRequestError ? e.body : null)[0] ??
          'Не удалось удалить группу',
      );
    }
  };

  return (
    <>
      <div className={own.bar}>
        <p className={styles.count}>{count > 0 && `Групп: ${count}`}</p>
        <Button id={addId} onClick={(e) => open('new', e.currentTarget)}>
          Добавить группу
        </Button>
      </div>
      <div aria-live="polite" role="status">
        {notice && <p className={`${styles.notice} ${own.message}`}>{notice}</p>}
      </div>
      {error && (
        <p className={`${styles.error} ${own.message}`} role="alert">
          {error}
        </p>
      )}
      {editing && (
        <SynonymForm
          key={editing === 'new' ? 'new' : editing.id}
          group={editing === 'new' ? null : editing}
          onSaved={(g) => close(`Группа «${g.terms.join(', ')}» сохранена`)}
          onCancel={() => close(null)}
        />
      )}
      {groups.length === 0 ? (
        <p className={styles.empty}>
          {filtered
            ? 'Групп не найдено. Измените слово или вид.'
            : 'Групп синонимов пока нет. Добавьте первую — например, «профлист, профнастил».'}
        </p>
      ) : (
        <div className={`${styles.scroll} ${own.wrap}`}>
          <table className={`${styles.table} ${own.groups}`}>
            <caption className="visually-hidden">Группы синонимов</caption>
            <thead>
              <tr>
                <th scope="col">Слова</th>
                <th scope="col">Вид</th>
                <th scope="col">Изменена</th>
                <th scope="col">
                  <span className="visually-hidden">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((g) => (
                <tr key={g.id} data-testid="synonym-row">
                  <td data-label="Слова">
                    <ul className={own.chips}>
                      {g.terms.map((term) => (
                        <li key={term} className={own.chip}>
                          {term}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label="Вид">{SYNONYM_KIND_TITLES[g.kind]}</td>
                  <td data-label="Изменена" className={styles.nowrap}>
                    <time dateTime={g.updated_at}>{formatDateTime(g.updated_at)}</time>
                  </td>
                  <td>
                    <div className={own.rowActions}>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={`Изменить группу ${named(g)}`}
                        onClick={(e) => open(g, e.currentTarget)}
                      >
                        Изменить
                      </Button>
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={`Удалить группу ${named(g)}`}
                        onClick={() => void remove(g)}
                      >
                        Удалить
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
