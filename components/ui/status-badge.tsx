import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type StatusTone = 'warning' | 'success' | 'danger';

/** One pill for every manager list: each page maps its own statuses to a tone. */
export function StatusBadge({
  tone,
  status,
  children,
}: {
  tone: StatusTone;
  /** The raw status, kept as `data-status` for tests and styling hooks. */
  status: string;
  children: ReactNode;
}) {
  return (
    <span className={styles.badge} data-tone={tone} data-status={status}>
      {children}
    </span>
  );
}
