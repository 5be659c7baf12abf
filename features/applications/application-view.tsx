import Link from 'next/link';
import type { Application } from '@/lib/api/contract/applications';
import { ApplicationStatus } from './applications-page';
import { DecisionPanel } from './decision-panel';
import { formatDateTime } from '@/lib/format/date';
import { formatPhone } from '@/lib/format/phone';
import styles from '@/components/ui/manager-page.module.css';
import {
  TEXT_EMAIL,
  TEXT_FIRST_NAME,
  TEXT_INN,
  TEXT_ORGANIZATION,
  TEXT_UNP,
} from '@/lib/constants';

const USER_STATUS: Record<Application['user_status'], string> = {
  pending: 'ожидает активации',
  active: 'активна',
  blocked: 'заблокирована',
};

/** One application with everything the applicant gave, and the decision. */
export function ApplicationView({ a }: { a: Application }) {
  const facts: [string, string][] = [
    [TEXT_FIRST_NAME, a.first_name],
    [TEXT_ORGANIZATION, a.organization],
    ['Выбрана из справочника', a.company_picked ? 'да' : 'нет, введена вручную'],
  ];
  if (a.unp) facts.push([TEXT_UNP, a.unp]);
  if (a.inn) facts.push([TEXT_INN, a.inn]);
  facts.push(
    [TEXT_EMAIL, a.email],
    ['Телефон', formatPhone(a.phone)],
    ['Подана', formatDateTime(a.created_at)],
    ['Учётная запись', USER_STATUS[a.user_status]],
  );
  if (a.reviewed_at)
    facts.push([
      'Решение принято',
      `${formatDateTime(a.reviewed_at)}${a.reviewed_by ? `, ${a.reviewed_by}` : ''}`,
    ]);
  if (a.comment) facts.push(['Причина отказа', a.comment]);

  return (
    <div className={`container ${styles.page}`}>
      <Link className={styles.back} href="/manager/">
        ← Все заявки
      </Link>
      <div className={styles.head}>
        <h1>{a.organization}</h1>
        <ApplicationStatus status={a.status} />
      </div>
      <div className={styles.detail}>
        <section className={styles.panel} aria-label="Данные заявки">
          <dl className={styles.facts}>
            {facts.map(([k, v]) => (
              <div key={k} className={styles.fact}>
                <dt>{k}</dt>
                <dd>{k === TEXT_EMAIL ? <a href={`mailto:${v}`}>{v}</a> : v}</dd>
              </div>
            ))}
          </dl>
        </section>
        {a.status === 'pending' && <DecisionPanel id={a.id} userId={a.user_id} email={a.email} />}
      </div>
    </div>
  );
}
