'use client';

import Link from 'next/link';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { useId, useState } from 'react';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import managerPage from '@/components/ui/manager-page.module.css';
import { Pagination } from '@/components/ui/pagination';
import { callApi } from '@/lib/api/client';
import {
  CONSOLE_PAGE_SIZE,
  REQUEST_STATUSES,
  type ConsoleRequest,
} from '@/lib/api/contract/console-content';
import { consoleRequestUpdate } from '@/lib/api/endpoints/console-content';
import { ApiRequestError, errorMessages } from '@/lib/api/errors';
import { REQUEST_STATUS_TITLES, TEXT_SAVED } from '@/lib/constants';
import { formatDateTime } from '@/lib/format/date';
import styles from './console-content.module.css';

type Status = ConsoleRequest['status'];

const href = (page: number, status: Status | '') => {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  if (page > 1) q.set('page', String(page));
  const text = q.toString();
  return `/manager/requests/${text ? `?${text}` : ''}`;
};

function RequestRow({ request }: { request: ConsoleRequest }) {
  const ids = useId();
  const router = useAppRouter();
  const [status, setStatus] = useState<Status>(request.status);
  const [comment, setComment] = useState(request.manager_comment);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setNote(null);
    try {
      await callApi(consoleRequestUpdate, {
        params: { id: request.id },
        body: { status, manager_comment: comment },
      });
      setNote(TEXT_SAVED);
      router.refresh();
    } catch (e) {
      setNote(
        errorMessages(e instanceof ApiRequestError ? e.body : null)[0] ?? 'Не удалось сохранить',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr data-testid="request-row">
      <td className={styles.muted}>{formatDateTime(request.created_at)}</td>
      <td>{request.form_title}</td>
      <td>
        <strong>{request.name}</strong>
        <br />
        <a href={`tel:${request.phone}`}>{request.phone}</a>
      </td>
      <td>{request.comment || '—'}</td>
      <td>
        <label htmlFor={`${ids}-status`} className="visually-hidden">
          Статус
        </label>
        <select
          id={`${ids}-status`}
          className={fields.select}
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
        >
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {REQUEST_STATUS_TITLES[s]}
            </option>
          ))}
        </select>
      </td>
      <td>
        <label htmlFor={`${ids}-comment`} className="visually-hidden">
          Комментарий менеджера
        </label>
        <textarea
          id={`${ids}-comment`}
          className={fields.textarea}
          rows={2}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </td>
      <td>
        <Button size="small" disabled={busy} onClick={() => void save()}>
          Сохранить
        </Button>
        {note && (
          <p role="status" className={styles.muted}>
            {note}
          </p>
        )}
      </td>
    </tr>
  );
}

/** Issue #14: what visitors sent through the request forms, with the manager's own status. */
export function RequestsInbox({
  requests,
  page,
  status,
}: {
  requests: { count: number; results: ConsoleRequest[] };
  page: number;
  status: Status | '';
}) {
  return (
    <>
      <ul className={managerPage.filters} aria-label="Статус">
        {(['', ...REQUEST_STATUSES] as const).map((s) => (
          <li key={s || 'all'}>
            <Link
              className={managerPage.filter}
              href={href(1, s)}
              aria-current={s === status ? 'page' : undefined}
            >
              {s ? REQUEST_STATUS_TITLES[s] : 'Все'}
            </Link>
          </li>
        ))}
      </ul>
      {requests.results.length === 0 ? (
        <p className={styles.muted}>Обращений нет.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">Форма</th>
                <th scope="col">Имя и телефон</th>
                <th scope="col">Комментарий</th>
                <th scope="col">Статус</th>
                <th scope="col">Комментарий менеджера</th>
                <th scope="col">
                  <span className="visually-hidden">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.results.map((r) => (
                <RequestRow key={r.id} request={r} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        current={page}
        total={Math.ceil(requests.count / CONSOLE_PAGE_SIZE)}
        href={(p) => href(p, status)}
      />
    </>
  );
}
