import Link from 'next/link';
import { ManagerNav } from '@/components/ui/manager-nav';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Application } from '@/lib/api/contract/applications';
import { formatDateTime } from '@/lib/format/date';
import { formatPhone } from '@/lib/format/phone';
import { FILTER_TITLES, STATUS_TITLES } from './format';
import {
  STATUS_FILTERS,
  type ApplicationsPage as Page,
  type StatusFilter,
} from './get-applications';
import styles from '@/components/ui/manager-page.module.css';
import { PrevNextPager } from '@/components/ui/prev-next-pager';

const href = (status: StatusFilter, page = 1) =>
  `/manager/?status=${status}${page > 1 ? `&page=${page}` : ''}`;

const TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function ApplicationStatus({ status }: { status: Application['status'] }) {
  return (
    <StatusBadge tone={TONES[status]} status={status}>
      {STATUS_TITLES[status]}
    </StatusBadge>
  );
}

function ApplicationCard({ a }: { a: Application }) {
  return (
    <li className={styles.card}>
      <div className={styles.cardTop}>
        <h2 className={styles.org}>
          <Link href={`/manager/applications/${a.id}/`}>{a.organization}</Link>
        </h2>
        <ApplicationStatus status={a.status} />
      </div>
      <p className={styles.meta}>
        <span>{a.first_name}</span>
        <span>{a.email}</span>
        <span>{formatPhone(a.phone)}</span>
        {a.unp && <span>УНП {a.unp}</span>}
        {a.inn && <span>ИНН {a.inn}</span>}
        <span>
          <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
        </span>
      </p>
    </li>
  );
}

/** The manager's list of registration applications, newest first, filtered by status. */
export function ApplicationsPage({
  data,
  status,
  page,
}: {
  data: Page;
  status: StatusFilter;
  page: number;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/" />
      <div className={styles.head}>
        <h1>Заявки на регистрацию</h1>
        {data.pending_count > 0 && (
          <p>
            Ждут решения: <span className={styles.badge}>{data.pending_count}</span>
          </p>
        )}
      </div>
      <nav aria-label="Статус заявок">
        <ul className={styles.filters}>
          {STATUS_FILTERS.map((f) => (
            <li key={f}>
              <Link
                className={styles.filter}
                href={href(f)}
                aria-current={f === status ? 'page' : undefined}
              >
                {FILTER_TITLES[f]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.results.length === 0 ? (
        <p className={styles.empty}>
          {status === 'pending'
            ? 'Новых заявок нет. Все заявки рассмотрены.'
            : 'Заявок с таким статусом нет.'}
        </p>
      ) : (
        <ul className={styles.list}>
          {data.results.map((a) => (
            <ApplicationCard key={a.id} a={a} />
          ))}
        </ul>
      )}
      <PrevNextPager
        page={page}
        previous={data.previous}
        next={data.next}
        href={(p) => href(status, p)}
      />
    </div>
  );
}
