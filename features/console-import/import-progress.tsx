'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect } from 'react';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { callApi } from '@/lib/api/client';
import type { ImportStatus } from '@/lib/api/contract/console-import';
import { consoleImportStatus } from '@/lib/api/endpoints/console-import';
import { describeError } from '@/lib/describe-error';
import styles from '@/components/ui/console-files.module.css';
import own from './import.module.css';

/** Polls the job until it ends: the import runs on the server whether this page stays or not. */
export function ImportProgress({ initial }: { initial: ImportStatus }) {
  const { data, error } = useQuery({
    queryKey: ['console-import', initial.id],
    queryFn: ({ signal }) =>
      callApi(consoleImportStatus, { params: { id: initial.id } }, { signal }),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.state === 'running' ? 700 : false),
  });
  const status = data;
  const router = useAppRouter();
  const ended = status.state !== 'running';
  useEffect(() => {
    // The list of recent imports under the form is the server's: it shows this one once done.
    if (ended) router.refresh();
  }, [ended, router]);
  const percent = status.total ? Math.round((status.processed / status.total) * 100) : 100;
  return (
    <section className={styles.panel} aria-labelledby="import-progress-title">
      <h2 id="import-progress-title" className={styles.title}>
        {status.state === 'running'
          ? `Импорт «${status.file_name}» идёт…`
          : status.state === 'success'
            ? `Импорт «${status.file_name}» завершён`
            : `Импорт «${status.file_name}» не удался`}
      </h2>
      <progress
        className={own.progress}
        max={100}
        value={status.state === 'running' ? percent : 100}
        aria-label="Ход импорта"
      />
      <p role="status" data-testid="import-result">
        {status.state === 'running'
          ? `Обработано ${status.processed} из ${status.total} строк (${percent} %)`
          : status.state === 'success'
            ? `Создано товаров: ${status.created}, обновлено: ${status.updated}, новых категорий: ${status.categories_created}. Строк с ошибками: ${status.errors.length}.`
            : ''}
      </p>
      {status.error && <p className={styles.error}>{status.error}</p>}
      {error && <p className={styles.error}>{describeError(error)}</p>}
      {status.errors.length > 0 && (
        <>
          <h3 className={styles.title}>Строки, которые не загружены</h3>
          <ul className={own.errors} data-testid="import-errors">
            {status.errors.map((e) => (
              <li key={`${e.row}-${e.message}`}>
                Строка {e.row}: {e.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {status.state !== 'running' && (
        <p className={styles.muted}>
          Импорт записан в <Link href="/manager/exchange/">журнал обменов</Link> вместе с обменами
          1С.
        </p>
      )}
    </section>
  );
}
