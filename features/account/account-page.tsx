'use client';

import { TEXT_LOADING, TEXT_MENU_MY_DATA } from '@/lib/constants';
import { useCurrentUser } from '@/components/session/use-current-user';
import { describeError } from '@/lib/describe-error';
import { filledCount } from './account-form-schema';
import { PasswordForm } from './password-form';
import { PersonalForm } from './personal-form';
import styles from './account-page.module.css';

/** /user/account/: who the buyer is, how complete the profile is, and the forms to fix it. */
export function AccountPage() {
  const { data: user, error, isPending } = useCurrentUser();
  if (isPending) return <p>{TEXT_LOADING}</p>;
  if (!user) return <p className={styles.error}>{describeError(error)}</p>;
  const { filled, total } = filledCount(user);
  const name = [user.last_name, user.first_name, user.patronymic].filter(Boolean).join(' ');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TEXT_MENU_MY_DATA}</h1>
      <section className={styles.profile} aria-label="Профиль">
        <span className={styles.avatar} aria-hidden="true" data-testid="account-initials">
          {user.initials || '?'}
        </span>
        <div className={styles.who}>
          <p className={styles.name}>{name || user.email}</p>
          <p className={styles.muted}>
            {user.email}
            {user.organization && <> · {user.organization}</>}
            {user.unp && <> · УНП {user.unp}</>}
            {user.inn && <> · ИНН {user.inn}</>}
          </p>
          {user.status === 'pending' && (
            <p className={styles.pending}>
              Учётная запись ожидает активации менеджером: заказы станут доступны после неё.
            </p>
          )}
        </div>
        <div
          className={styles.progress}
          data-testid="profile-filled"
          data-filled={user.profile_filled}
        >
          <p className={user.profile_filled ? styles.done : styles.todo}>
            {user.profile_filled
              ? 'Профиль заполнен'
              : `Профиль заполнен не полностью: ${filled} из ${total}`}
          </p>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label="Заполненность профиля"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={filled}
          >
            <span style={{ width: `${Math.round((filled / total) * 100)}%` }} />
          </div>
        </div>
      </section>
      <PersonalForm user={user} />
      <PasswordForm />
    </div>
  );
}
