import Link from 'next/link';
import { MANAGER_LINKS, type ManagerPath } from '@/lib/constants';
import styles from './manager-page.module.css';

/** The manager's sections, the current one marked: every manager page starts with it. */
export function ManagerNav({ current }: { current: ManagerPath }) {
  return (
    <nav aria-label="Разделы менеджера">
      <ul className={styles.filters}>
        {MANAGER_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              className={styles.filter}
              href={link.href}
              aria-current={link.href === current ? 'page' : undefined}
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
