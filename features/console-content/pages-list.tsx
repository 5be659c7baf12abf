'use client';

import Link from 'next/link';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { useState } from 'react';
import fields from '@/components/form/fields.module.css';
import { Button, ButtonLink } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { callApi } from '@/lib/api/client';
import { CONSOLE_PAGE_SIZE, type ConsolePageItem } from '@/lib/api/contract/console-content';
import { consolePageDelete } from '@/lib/api/endpoints/console-content';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format/date';
import styles from './console-content.module.css';

interface Props {
  pages: { count: number; results: ConsolePageItem[] };
  page: number;
  search: string;
}

const href = (p: number, search: string) => {
  const q = new URLSearchParams();
  if (p > 1) q.set('page', String(p));
  if (search) q.set('search', search);
  const text = q.toString();
  return `/manager/content/${text ? `?${text}` : ''}`;
};

/** Issue #14: the site's content pages — find, open, delete. */
export function PagesList({ pages, page, search }: Props) {
  const router = useAppRouter();
  const [error, setError] = useState<string | null>(null);

  const remove = async (item: ConsolePageItem) => {
    if (!window.confirm(`Удалить страницу «${item.title}»?`)) return;
    setError(null);
    try {
      await callApi(consolePageDelete, { params: { id: item.id } });
      router.refresh();
    } catch (e) {
      setError(
        errorMessages(e instanceof ApiRequestError ? e.body : null)[0] ?? 'Не удалось удалить',
      );
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <form className={styles.search} role="search" action="/manager/content/">
          <label htmlFor="pages-search" className="visually-hidden">
            Поиск страниц
          </label>
          <input
            id="pages-search"
            name="search"
            className={fields.input}
            defaultValue={search}
            placeholder="Заголовок или адрес"
          />
          <Button type="submit" variant="secondary">
            Найти
          </Button>
        </form>
        <ButtonLink href="/manager/content/pages/new/">Новая страница</ButtonLink>
      </div>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {pages.results.length === 0 ? (
        <p className={styles.muted}>Страниц не найдено.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Заголовок</th>
                <th scope="col">Адрес</th>
                <th scope="col">Изменена</th>
                <th scope="col">
                  <span className="visually-hidden">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.results.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link href={`/manager/content/pages/${item.id}/`}>{item.title}</Link>
                  </td>
                  <td>
                    <a href={`/${item.slug}/`} target="_blank" rel="noreferrer">
                      /{item.slug}/
                    </a>
                  </td>
                  <td className={styles.muted}>{formatDateTime(item.updated_at)}</td>
                  <td>
                    <Button variant="ghost" size="small" onClick={() => void remove(item)}>
                      Удалить
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        current={page}
        total={Math.ceil(pages.count / CONSOLE_PAGE_SIZE)}
        href={(p) => href(p, search)}
      />
    </>
  );
}
