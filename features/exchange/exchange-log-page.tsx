import { ManagerNav } from '@/components/ui/manager-nav';
import { Pagination } from '@/components/ui/pagination';
import { StatusBadge } from '@/components/ui/status-badge';
import page from '@/components/ui/manager-page.module.css';
import type { ExchangeLog, ExchangeSession } from '@/lib/api/contract/exchange';
import { DEFAULT_PAGE_SIZE } from '@/lib/api/contract/common';
import { EXCHANGE_KIND_TITLES, EXCHANGE_STATUS_TITLES } from '@/lib/constants';
import { formatDateTime } from '@/lib/format/date';
import { formatCount } from '@/lib/format/numbers';
import { formatBytes, formatDuration, formatStats } from './format';
import styles from './exchange-log.module.css';

const href = (p: number) => `/manager/exchange/${p > 1 ? `?page=${p}` : ''}`;

const TONES = { open: 'warning', success: 'success', failure: 'danger' } as const;

function Status({ status }: { status: ExchangeSession['status'] }) {
  return (
    <StatusBadge tone={TONES[status]} status={status}>
      {EXCHANGE_STATUS_TITLES[status]}
    </StatusBadge>
  );
}

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;
const count = (n: number | null) => (n === null ? '—' : formatCount(n));

function Summary({
  title,
  session,
  empty,
}: {
  title: string;
  session: ExchangeSession | null;
  empty: string;
}) {
  return (
    <section className={styles.summary} data-testid="exchange-summary">
      <h2 className={styles.summaryTitle}>{title}</h2>
      {session ? (
        <>
          <p className={styles.summaryWhen}>
            {when(session.started_at)} · {EXCHANGE_KIND_TITLES[session.kind]}
          </p>
          {session.status === 'failure' ? (
            <p className={styles.error}>{session.error ?? 'Причина не записана.'}</p>
          ) : (
            <p className={styles.summaryText}>
              {[
                session.duration_s === null ? '' : `за ${formatDuration(session.duration_s)}`,
                formatStats(session.stats),
              ]
                .filter((part) => part !== '' && part !== '—')
                .join(' · ')}
            </p>
          )}
        </>
      ) : (
        <p className={styles.summaryText}>{empty}</p>
      )}
    </section>
  );
}

function Files({ files }: { files: ExchangeSession['files'] }) {
  if (files.length === 0) return <>—</>;
  return (
    <ul className={styles.files}>
      {files.map((f, i) => (
        <li key={`${f.name}-${i}`}>
          <span className={styles.fileName}>{f.name}</span>
          {f.size !== null && <span className={styles.fileSize}> {formatBytes(f.size)}</span>}
        </li>
      ))}
    </ul>
  );
}

/** What the manager does to connect 1C: the log's empty state, never a blank screen. */
function EmptyLog({ exchangeUrl }: { exchangeUrl: string }) {
  return (
    <div className={`${page.empty} ${styles.emptyLog}`}>
      <p className={styles.emptyTitle}>Обменов с 1С ещё не было.</p>
      <p>Как подключить 1С к сайту:</p>
      <ol className={styles.steps}>
        <li>
          В 1С откройте «Обмен с сайтом» (обычно «Администрирование» → «Обмен данными») и создайте
          узел обмена: выгрузка каталога и обмен заказами.
        </li>
        <li>
          Адрес сайта для обмена: <code className={styles.code}>{exchangeUrl}</code>
        </li>
        <li>
          Логин и пароль — учётная запись с ролью «Обмен с 1С» (её заводит администратор магазина).
        </li>
        <li>
          Запустите выгрузку каталога: товары, цены и остатки появятся на сайте, а сеанс — в этом
          журнале.
        </li>
      </ol>
    </div>
  );
}

/** The manager's log of exchanges with 1C: the latest results on top, then every session. */
export function ExchangeLogPage({
  log,
  page: current,
  exchangeUrl,
}: {
  log: ExchangeLog;
  page: number;
  exchangeUrl: string;
}) {
  const pages = Math.max(1, Math.ceil(log.count / DEFAULT_PAGE_SIZE));
  return (
    <div className={`container ${page.page}`}>
      <ManagerNav current="/manager/exchange/" />
      <div className={page.head}>
        <h1>Обмен с 1С</h1>
        {log.count > 0 && <p>Сеансов: {formatCount(log.count)}</p>}
      </div>
      {log.count === 0 ? (
        <EmptyLog exchangeUrl={exchangeUrl} />
      ) : (
        <>
          <div className={styles.summaries}>
            <Summary
              title="Последний обмен каталогом"
              session={log.last_catalog_success}
              empty="Успешных выгрузок каталога ещё не было."
            />
            <Summary
              title="Последний обмен заказами"
              session={log.last_sale_success}
              empty="Успешных обменов заказами ещё не было."
            />
            <Summary title="Последняя ошибка" session={log.last_error} empty="Ошибок не было." />
          </div>
          <table className={styles.table}>
            <caption className={styles.caption}>Сеансы обмена, новые сверху</caption>
            <thead>
              <tr>
                <th scope="col">Начало</th>
                <th scope="col">Вид</th>
                <th scope="col">Длительность</th>
                <th scope="col">Файлы</th>
                <th scope="col">Добавлено</th>
                <th scope="col">Обновлено</th>
                <th scope="col">Скрыто</th>
                <th scope="col">Статус</th>
                <th scope="col">Ошибка</th>
              </tr>
            </thead>
            <tbody>
              {log.results.map((s) => (
                <tr key={s.id} data-testid="exchange-session">
                  <td data-label="Начало">{when(s.started_at)}</td>
                  <td data-label="Вид">{EXCHANGE_KIND_TITLES[s.kind]}</td>
                  <td data-label="Длительность">{formatDuration(s.duration_s)}</td>
                  <td data-label="Файлы">
                    <Files files={s.files} />
                  </td>
                  <td data-label="Добавлено" className={styles.number}>
                    {count(s.stats.added)}
                  </td>
                  <td data-label="Обновлено" className={styles.number}>
                    {count(s.stats.updated)}
                  </td>
                  <td data-label="Скрыто" className={styles.number}>
                    {count(s.stats.hidden)}
                  </td>
                  <td data-label="Статус">
                    <Status status={s.status} />
                  </td>
                  <td data-label="Ошибка" className={styles.errorCell}>
                    {s.error ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination current={current} total={pages} href={href} />
        </>
      )}
    </div>
  );
}
