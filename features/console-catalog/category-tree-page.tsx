'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import { Modal } from '@/components/ui/modal';
import { callApi } from '@/lib/api/client';
import type { ConsoleCategory } from '@/lib/api/contract/console-catalog';
import { consoleCategories, consoleCategoryReorder } from '@/lib/api/endpoints/console-catalog';
import { describeError } from '@/lib/describe-error';
import { CategoryDelete } from './category-delete';
import { CategoryForm } from './category-form';
import { treeRows } from './category-order';
import styles from './console-catalog.module.css';

const KEY = ['console-catalog', 'categories'];

type Editing =
  | { kind: 'new'; parentId: number | null }
  | { kind: 'edit'; category: ConsoleCategory }
  | { kind: 'delete'; category: ConsoleCategory; total: number }
  | null;

/** /manager/catalog/: the category tree with add, edit, move, reorder, hide and delete. */
export function CategoryTreePage({ initial }: { initial: ConsoleCategory[] }) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => callApi(consoleCategories, {}, { signal }),
    initialData: { results: initial },
  });
  const all = data.results;
  const refresh = (text: string) => {
    setEditing(null);
    setNotice(text);
    void qc.invalidateQueries({ queryKey: KEY });
  };
  const reorder = useMutation({
    mutationFn: (v: { c: ConsoleCategory; direction: 'up' | 'down' }) =>
      callApi(consoleCategoryReorder, {
        params: { id: v.c.id },
        body: { direction: v.direction, version: v.c.version },
      }),
    onSuccess: () => refresh('Порядок изменён.'),
  });
  const rows = treeRows(all);
  const title =
    editing?.kind === 'new'
      ? 'Новая категория'
      : editing?.kind === 'edit'
        ? `Категория «${editing.category.title}»`
        : editing?.kind === 'delete'
          ? `Удалить «${editing.category.title}»?`
          : '';

  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/catalog/" />
      <div className={styles.head}>
        <h1>Категории каталога</h1>
        <Button onClick={() => setEditing({ kind: 'new', parentId: null })}>
          Добавить категорию
        </Button>
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {reorder.error && <p className={styles.error}>{describeError(reorder.error)}</p>}
      {rows.length === 0 ? (
        <p className={styles.empty}>Категорий пока нет.</p>
      ) : (
        <ul className={styles.tree} aria-label="Дерево категорий">
          {rows.map(({ category: c, depth, total, first, last }) => (
            <li key={c.id} className={styles.treeRow} style={{ paddingLeft: depth * 24 }}>
              <span className={styles.treeMain}>
                <span className={styles.treeTitle}>
                  {c.title}
                  {c.is_hidden && <span className={styles.badge}>скрыта</span>}
                  {c.external_id && <span className={styles.badgeMuted}>из 1С</span>}
                </span>
                <span className={styles.muted}>
                  /{c.full_slug}/ · товаров: {total}
                </span>
              </span>
              <span className={styles.rowActions}>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Выше: ${c.title}`}
                  disabled={first || reorder.isPending}
                  onClick={() => reorder.mutate({ c, direction: 'up' })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Ниже: ${c.title}`}
                  disabled={last || reorder.isPending}
                  onClick={() => reorder.mutate({ c, direction: 'down' })}
                >
                  ↓
                </button>
                <Button
                  variant="ghost"
                  onClick={() => setEditing({ kind: 'new', parentId: c.id })}
                  aria-label={`Добавить подкатегорию в «${c.title}»`}
                >
                  + Подкатегория
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setEditing({ kind: 'edit', category: c })}
                  aria-label={`Изменить «${c.title}»`}
                >
                  Изменить
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => setEditing({ kind: 'delete', category: c, total })}
                  aria-label={`Удалить «${c.title}»`}
                >
                  Удалить
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} title={title} width={720} onClose={() => setEditing(null)}>
        {editing && editing.kind !== 'delete' && (
          <CategoryForm
            all={all}
            category={editing.kind === 'edit' ? editing.category : null}
            parentId={editing.kind === 'new' ? editing.parentId : null}
            onDone={(saved) => refresh(`Категория «${saved.title}» сохранена.`)}
            onCancel={() => setEditing(null)}
          />
        )}
        {editing?.kind === 'delete' && (
          <CategoryDelete
            all={all}
            category={editing.category}
            total={editing.total}
            onDone={() => refresh(`Категория «${editing.category.title}» удалена.`)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </div>
  );
}
