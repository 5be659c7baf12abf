'use client';

import { useAppRouter } from '@/components/navigation/use-app-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import type { ConsoleNavItem, ConsolePageItem } from '@/lib/api/contract/console-content';
import { consoleNavDelete, consoleNavOrder } from '@/lib/api/endpoints/console-content';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import styles from './console-content.module.css';
import { NAV_TYPE_TITLES, NavItemForm } from './navigation-item-form';

/** Issue #14: the site's menu — order, add, edit, remove; a page item names a real page. */
export function NavigationEditor({
  items,
  pages,
}: {
  items: ConsoleNavItem[];
  pages: ConsolePageItem[];
}) {
  const router = useAppRouter();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      router.refresh();
    } catch (e) {
      setError(
        errorMessages(e instanceof ApiRequestError ? e.body : null)[0] ?? 'Не удалось сохранить',
      );
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void run(() => callApi(consoleNavOrder, { body: { ids } }));
  };
  const done = () => {
    setEditing(null);
    router.refresh();
  };

  return (
    <>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Порядок</th>
              <th scope="col">Название</th>
              <th scope="col">Тип</th>
              <th scope="col">Адрес</th>
              <th scope="col">
                <span className="visually-hidden">Действия</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.id}>
                <td>
                  <div className={styles.rowActions}>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={`Выше: ${item.title}`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={`Ниже: ${item.title}`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                  </div>
                </td>
                <td>{item.title}</td>
                <td>{NAV_TYPE_TITLES[item.type]}</td>
                <td className={styles.muted}>
                  {item.type === 'page' ? `/${item.slug}/` : item.slug}
                </td>
                <td>
                  <div className={styles.rowActions}>
                    <Button variant="secondary" size="small" onClick={() => setEditing(item.id)}>
                      Изменить
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => {
                        if (window.confirm(`Убрать «${item.title}» из меню?`))
                          void run(() => callApi(consoleNavDelete, { params: { id: item.id } }));
                      }}
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
      <div className={`${styles.actions} ${styles.spaced}`}>
        <Button onClick={() => setEditing('new')}>Добавить пункт</Button>
      </div>
      {editing !== null && (
        <NavItemForm
          key={editing}
          item={items.find((i) => i.id === editing) ?? null}
          pages={pages}
          onDone={done}
        />
      )}
    </>
  );
}
