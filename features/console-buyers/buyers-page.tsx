import Link from 'next/link';
import { ConsoleFilters } from '@/components/ui/console-filters';
import { ManagerNav } from '@/components/ui/manager-nav';
import { USER_STATUSES } from '@/lib/api/contract/account';
import type { ConsoleBuyers } from '@/lib/api/contract/console-buyers';
import { USER_STATUS_TITLES } from '@/lib/constants';
import { formatDateTime } from '@/lib/format/date';
import styles from '@/components/ui/console.module.css';
import { BuyerStatusBadge } from './buyer-status';
import { buyersHref, type BuyersFilter } from './get-buyers';
import { PrevNextPager } from '@/components/ui/prev-next-pager';

/** Issue #14: the buyers' accounts — search, a status filter and pages (a plain GET form). */
export function BuyersPage({ data, filter }: { data: ConsoleBuyers; filter: BuyersFilter }) {
  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/buyers/" />
      <h1 className={styles.title}>Покупатели</h1>
      <ConsoleFilters
        action="/manager/buyers/"
        text={{
          id: 'buyers-q',
          name: 'q',
          label: 'E-mail, организация, УНП или имя',
          value: filter.q,
        }}
        select={{
          id: 'buyers-status',
          name: 'status',
          label: 'Статус',
          value: filter.status,
          all: 'Все статусы',
          options: USER_STATUSES.map((s) => ({ value: s, title: USER_STATUS_TITLES[s] })),
        }}
      />
      {data.count === 0 ? (
        <p className={styles.empty}>Покупателей не найдено.</p>
      ) : (
        <>
          <p className={styles.count}>Найдено: {data.count}</p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Организация</th>
                  <th scope="col">Контакт</th>
                  <th scope="col">УНП</th>
                  <th scope="col">Статус</th>
                  <th scope="col">Тип цен</th>
                  <th scope="col">Заказов</th>
                  <th scope="col">Создан</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((b) => (
                  <tr key={b.id}>
                    <td>
                      <Link href={`/manager/buyers/${b.id}/`}>
                        {b.organization || b.name || b.email}
                      </Link>
                    </td>
                    <td>
                      {b.name && <div>{b.name}</div>}
                      <div className={styles.muted}>{b.email}</div>
                    </td>
                    <td className={styles.nowrap}>{b.unp ?? b.inn ?? '—'}</td>
                    <td>
                      <BuyerStatusBadge status={b.status} />
                    </td>
                    <td>{b.price_type ?? <span className={styles.muted}>базовый</span>}</td>
                    <td>{b.orders_count}</td>
                    <td className={styles.nowrap}>
                      <time dateTime={b.created_at}>{formatDateTime(b.created_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <PrevNextPager
        page={filter.page}
        previous={data.previous}
        next={data.next}
        href={(p) => buyersHref(filter, p)}
      />
    </div>
  );
}
