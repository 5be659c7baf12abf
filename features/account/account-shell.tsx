import type { ReactNode } from 'react';
import { AccountNav } from './account-nav';
import styles from './account-layout.module.css';

/** The frame of /user/* pages: a kicker, the tabs, the page. */
export function AccountShell({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${styles.shell}`}>
      <p className={styles.kicker}>Личный кабинет</p>
      <AccountNav />
      {children}
    </div>
  );
}
