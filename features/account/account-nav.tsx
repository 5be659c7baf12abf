'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { PROFILE_LINKS } from '@/lib/constants';
import styles from './account-layout.module.css';

/** Tabs of the personal account: Заказы, Торговые точки, Мои данные. */
export function AccountNav() {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label="Личный кабинет">
      {PROFILE_LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className={styles.tab}
          aria-current={pathname.startsWith(link.href) ? 'page' : undefined}
        >
          {link.title}
        </Link>
      ))}
    </nav>
  );
}
