'use client';

import { Button } from '@/components/ui/button';
import { TEXT_SIGN_IN } from '@/lib/constants-frame';
import { useModalStore } from '@/stores/modal-store';
import styles from '@/components/ui/manager-page.module.css';

/** The manager pages for a guest: what this is, and the way in. */
export function SignInPrompt() {
  const openModal = useModalStore((s) => s.openModal);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.prompt}>
        <h1>Заявки на регистрацию</h1>
        <p>
          Раздел для менеджеров. Войдите под учётной записью менеджера, чтобы проверять и
          активировать заявки покупателей.
        </p>
        <Button onClick={() => openModal('signIn')}>{TEXT_SIGN_IN}</Button>
      </div>
    </div>
  );
}
