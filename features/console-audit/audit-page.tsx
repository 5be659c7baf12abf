import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import type { ConsoleAudit } from '@/lib/api/contract/console-audit';
import { AUDIT_ACTION_TITLES, AUDIT_OBJECT_TITLES } from '@/lib/constants';
import { formatDateTime } from '@/lib/format/date';
import styles from '@/components/ui/console.module.css';
import { AuditValues } from './audit-values';
import { auditHref, type AuditFilter } from './get-audit';
import { PrevNextPager } from '@/components/ui/prev-next-pager';

function Filters({ f }: { f: AuditFilter }) {
  const input = (name: 'user' | 'object_id', label: string) => (
    <div>
      <label htmlFor={`audit-${name}`} className={fields.label}>
        {label}
      </label>
      <input id={`audit-${name}`} name={name} className={fields.input} defaultValue={f[name]} />
    </div>
  );
  const date = (name: 'date_from' | 'date_to', label: string) => (
    <div>
      <label htmlFor={`audit-${name}`} className={fields.label}>
        {label}
      </label>
      <input
        id={`audit-${name}`}
        name={name}
        type="date"
        className={fields.input}
        defaultValue={f[name]}
      />
    </div>
  );
  return (
    <form className={styles.toolbar} role="search" method="get" action="/manager/audit/">
      {input('user', 'Кто (e-mail)')}
      <div>
        <label htmlFor="audit-object_type" className={fields.label}>
          Тип объекта
        </label>
        <select
          id="audit-object_type"
          name="object_type"
          className={fields.select}
          defaultValue={f.object_type}
        >
          <option value="">Все объекты</option>
          {Object.entries(AUDIT_OBJECT_TITLES).map(([value, title]) => (
            <option key={value} value={value}>
              {title}
            </option>
          ))}
        </select>
      </div>
      {input('object_id', 'Номер объекта')}
      {date('date_from', 'С')}
      {date('date_to', 'По')}
      <Button type="submit" variant="secondary">
        Показать
      </Button>
    </form>
  );
}

/** Issue #14, item 7: who changed what and when, before → after, newest first. */
export function AuditPage({ data, filter }: { data: ConsoleAudit; filter: AuditFilter }) {
  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/audit/" />
      <h1 className={styles.title}>Журнал изменений</h1>
      <Filters f={filter} />
      {data.count === 0 ? (
        <p className={styles.empty}>Записей не найдено.</p>
      ) : (
        <>
          <p className={styles.count}>Записей: {data.count}</p>
          <div className={styles.scroll}>
            <table className={styles.table} aria-label="Журнал изменений">
              <thead>
                <tr>
                  <th scope="col">Когда</th>
                  <th scope="col">Кто</th>
                  <th scope="col">Действие</th>
                  <th scope="col">Объект</th>
                  <th scope="col">Было → стало</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((e) => (
                  <tr key={e.id} data-action={e.action}>
                    <td className={styles.nowrap}>
                      <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
                    </td>
                    <td>{e.user_email}</td>
                    <td>{AUDIT_ACTION_TITLES[e.action] ?? e.action}</td>
                    <td>
                      <div>{AUDIT_OBJECT_TITLES[e.object_type] ?? e.object_type}</div>
                      {e.object_title && <div>{e.object_title}</div>}
                      <div className={styles.muted}>№ {e.object_id}</div>
                    </td>
                    <td>
                      <AuditValues before={e.before} after={e.after} />
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
        href={(p) => auditHref(filter, p)}
      />
    </div>
  );
}
