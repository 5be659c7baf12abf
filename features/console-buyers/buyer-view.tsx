import Link from 'next/link';
import { ManagerNav } from '@/components/ui/manager-nav';
import type { ConsoleBuyer } from '@/lib/api/contract/console-buyers';
import { ORDER_STATUS_TITLES } from '@/lib/constants';
import { formatDateTime } from '@/lib/format/date';
import { formatPhone } from '@/lib/format/phone';
import styles from '@/components/ui/console.module.css';
import { BuyerActions } from './buyer-actions';
import { BuyerStatusBadge } from './buyer-status';

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Issue #14: one buyer — organisation, contacts, trade points, recent orders, and actions. */
export function BuyerView({ b }: { b: ConsoleBuyer }) {
  const person = [b.last_name, b.first_name, b.patronymic].filter(Boolean).join(' ');
  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/buyers/" />
      <Link className={styles.back} href="/manager/buyers/">
        ← Все покупатели
      </Link>
      <h1 className={styles.title}>{b.organization || person || b.email}</h1>
      <div className={styles.grid}>
        <div className={styles.actions}>
          <section className={styles.panel} aria-labelledby="buyer-org">
            <h2 id="buyer-org">Организация и контакты</h2>
            <Facts
              rows={[
                ['Статус', <BuyerStatusBadge key="s" status={b.status} />],
                ['Организация', b.organization],
                ['УНП', b.unp],
                ['ИНН', b.inn],
                ['Контактное лицо', person || null],
                [
                  'E-mail',
                  <a key="e" href={`mailto:${b.email}`}>
                    {b.email}
                  </a>,
                ],
                ['Телефон', b.phone ? formatPhone(b.phone) : null],
                ['Тип цен', b.price_type ?? 'базовый'],
                ['Создан', formatDateTime(b.created_at)],
                ['Активирован', b.activated_at ? formatDateTime(b.activated_at) : null],
                ['Пароль', b.has_password ? 'задан' : 'не задан (вход по коду)'],
              ]}
            />
          </section>
          <section className={styles.panel} aria-labelledby="buyer-points">
            <h2 id="buyer-points">Торговые точки</h2>
            {b.trade_points.length === 0 ? (
              <p className={styles.muted}>Торговых точек нет.</p>
            ) : (
              <ul className={styles.changes}>
                {b.trade_points.map((p) => (
                  <li key={p.id}>
                    <strong>{p.title}</strong>
                    {p.is_archived && <span className={styles.muted}> (в архиве)</span>}
                    <div className={styles.muted}>
                      {[p.address, p.phone].filter(Boolean).join(', ') || 'Адрес не указан'}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="buyer-orders">
            <h2 id="buyer-orders">Последние заказы</h2>
            {b.recent_orders.length === 0 ? (
              <p className={styles.muted}>Заказов пока нет.</p>
            ) : (
              <div className={styles.scroll}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Номер</th>
                      <th scope="col">Дата</th>
                      <th scope="col">Статус</th>
                      <th scope="col">Точка</th>
                      <th scope="col">Сумма, BYN</th>
                    </tr>
                  </thead>
                  <tbody>
                    {b.recent_orders.map((o) => (
                      <tr key={o.id}>
                        <td>
                          <Link href={`/manager/orders/?query=${encodeURIComponent(o.number)}`}>
                            {o.number}
                          </Link>
                        </td>
                        <td className={styles.nowrap}>{formatDateTime(o.created_at)}</td>
                        <td>{ORDER_STATUS_TITLES[o.status]}</td>
                        <td>{o.trade_point_title ?? '—'}</td>
                        <td className={styles.nowrap}>{o.total}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {b.orders_count > b.recent_orders.length && (
              <p>
                <Link href={`/manager/orders/?query=${encodeURIComponent(b.email)}`}>
                  Все заказы покупателя ({b.orders_count})
                </Link>
              </p>
            )}
          </section>
        </div>
        <BuyerActions buyer={b} />
      </div>
    </div>
  );
}
