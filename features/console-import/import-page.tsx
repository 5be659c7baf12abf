'use client';

import { useState } from 'react';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import page from '@/components/ui/manager-page.module.css';
import { callApi } from '@/lib/api/client';
import {
  IMPORT_MAX_BYTES,
  TEXT_IMPORT_NO_FILE,
  TEXT_IMPORT_TOO_BIG,
  type ImportPreview,
  type ImportRun,
  type ImportStatus,
} from '@/lib/api/contract/console-import';
import { consoleImportRun } from '@/lib/api/endpoints/console-import';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import { TEXT_CONSOLE_IMPORT, TEXT_CONSOLE_IMPORT_INTRO } from '@/lib/constants';
import { describeError } from '@/lib/describe-error';
import { formatDateTime } from '@/lib/format/date';
import { uploadSheet } from './import-api';
import { ImportProgress } from './import-progress';
import { MappingForm } from './mapping-form';
import { plural } from '@/lib/format/numbers';
import styles from '@/components/ui/console-files.module.css';
import own from './import.module.css';

const STATE_TITLES = { running: 'Идёт', success: 'Успешно', failure: 'Ошибка' } as const;

/** Issue #14, item 6: file → preview and mapping → import with progress → result. */
export function ImportPage({ recent }: { recent: ImportStatus[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const [job, setJob] = useState<ImportStatus | null>(null);

  async function sendFile() {
    if (!file) return setFileError(TEXT_IMPORT_NO_FILE);
    if (file.size > IMPORT_MAX_BYTES) return setFileError(TEXT_IMPORT_TOO_BIG);
    setUploading(true);
    setFileError(null);
    setJob(null);
    try {
      setPreview(await uploadSheet(file));
    } catch (error) {
      setPreview(null);
      setFileError(
        error instanceof ApiRequestError
          ? errorMessages(error.body).join(' ') || describeError(error)
          : describeError(error),
      );
    } finally {
      setUploading(false);
    }
  }

  async function run(values: ImportRun) {
    setRunError(null);
    try {
      setJob(await callApi(consoleImportRun, { body: values }));
      setPreview(null);
    } catch (error) {
      setRunError(
        error instanceof ApiRequestError
          ? errorMessages(error.body).join(' ') || describeError(error)
          : describeError(error),
      );
    }
  }

  return (
    <div className={`container ${page.page}`}>
      <ManagerNav current="/manager/import/" />
      <h1>{TEXT_CONSOLE_IMPORT}</h1>
      <p className={styles.intro}>{TEXT_CONSOLE_IMPORT_INTRO}</p>
      <form
        className={styles.panel}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void sendFile();
        }}
      >
        <div className={styles.row}>
          <div>
            <label htmlFor="import-file" className={fields.label}>
              Таблица XLSX или CSV (до 10 МБ)
            </label>
            <input
              id="import-file"
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className={fields.input}
              aria-invalid={!!fileError}
              aria-describedby={fileError ? 'import-file-error' : undefined}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            {fileError && (
              <p className={fields.error} id="import-file-error">
                {fileError}
              </p>
            )}
          </div>
          <Button type="submit" disabled={uploading}>
            {uploading ? 'Читаем файл…' : 'Показать содержимое'}
          </Button>
        </div>
      </form>

      {preview && (
        <>
          <h2 className={styles.title}>
            «{preview.file_name}»: {preview.total_rows}{' '}
            {plural(preview.total_rows, ['строка', 'строки', 'строк'])}, показаны первые{' '}
            {preview.rows.length}
          </h2>
          <div className={own.scroll}>
            <table className={styles.table} data-testid="import-preview">
              <thead>
                <tr>
                  <th scope="col">Строка</th>
                  {preview.headers.map((h, i) => (
                    <th scope="col" key={i}>
                      {h || `Столбец ${i + 1}`}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.row}>
                    <td>{r.row}</td>
                    {preview.headers.map((_, i) => (
                      <td key={i} title={r.cells[i] ?? ''}>
                        {r.cells[i] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <MappingForm
            key={preview.upload_id}
            preview={preview}
            serverError={runError}
            onRun={run}
          />
        </>
      )}

      {job && <ImportProgress key={job.id} initial={job} />}

      <h2 className={styles.title}>Последние импорты</h2>
      {recent.length === 0 ? (
        <p className={styles.muted}>Импортов ещё не было.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Когда</th>
              <th scope="col">Файл</th>
              <th scope="col">Итог</th>
              <th scope="col">Кто</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((r) => (
              <tr key={r.id}>
                <td>
                  <time dateTime={r.started_at}>{formatDateTime(r.started_at)}</time>
                </td>
                <td className={styles.title}>{r.file_name}</td>
                <td>
                  {STATE_TITLES[r.state]}: создано {r.created}, обновлено {r.updated}, ошибок{' '}
                  {r.errors.length}
                </td>
                <td>{r.user_email ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
