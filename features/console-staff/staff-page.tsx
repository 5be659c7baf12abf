import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import { StatusBadge } from '@/components/ui/status-badge';
import type { ConsoleStaff } from '@/lib/api/contract/console-staff';
import { STAFF_ROLE_TITLES, TEXT_ADMIN_ONLY, USER_STATUS_TITLES } from '@/lib/constants';
import styles from '@/components/ui/console.module.css';
import { staffHref, type StaffFilter } from './get-staff';
import { StaffCreateForm } from './staff-create-form';
import { StaffRowActions } from './staff-row-actions';
import { PrevNextPager } from '@/components/ui/prev-next-pager';

/** What a manager sees here: whose section it is (the API refuses them too). */
export function StaffForbidden() {
  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/staff/" />
      <h1 className={styles.title}>Сотрудники</h1>
      <p className={styles.empty}>
        {TEXT_ADMIN_ONLY}. Учётными записями менеджеров управляет администратор магазина.
      </p>
    </div>
  );
}

/** Issue #14, item 8: the shop's managers and admins, and a new one. */
export function StaffPage({ data, filter }: { data: ConsoleStaff; filter: StaffFilter }) {
  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/staff/" />
      <h1 className={styles.title}>Сотрудники</h1>
      <div className={styles.grid}>
        <div>
          <form className={styles.toolbar} role="search" method="get" action="/manager/staff/">
            <div className={styles.wide}>
              <label htmlFor="staff-q" className={fields.label}>
                E-mail или имя
              </label>
              <input
                id="staff-q"
                name="q"
                className={fields.input}
                defaultValue={filter.q}
                maxLength={200}
              />
            </div>
            <Button type="submit" variant="secondary">
              Найти
            </Button>
          </form>
          {data.count === 0 ? (
            <p className={styles.empty}>Сотрудников не найдено.</p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Сотрудник</th>
                    <th scope="col">Роль</th>
                    <th scope="col">Статус</th>
                    <th scope="col">Действия</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((m) => (
                    <tr key={m.id}>
                      <td>
                        {m.name && <div>{m.name}</div>}
                        <div className={styles.muted}>{m.email}</div>
                      </td>
                      <td>{STAFF_ROLE_TITLES[m.role]}</td>
                      <td>
                        <StatusBadge
                          tone={m.status === 'blocked' ? 'danger' : 'success'}
                          status={m.status}
                        >
                          {USER_STATUS_TITLES[m.status]}
                        </StatusBadge>
                      </td>
                      <td>
                        <StaffRowActions member={m} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <PrevNextPager
            page={filter.page}
            previous={data.previous}
            next={data.next}
            href={(p) => staffHref(filter, p)}
          />
        </div>
        <StaffCreateForm />
      </div>
    </div>
  );
}
