import Link from 'next/link';
import { ManagerNav } from '@/components/ui/manager-nav';
import page from '@/components/ui/manager-page.module.css';
import styles from './console-content.module.css';

const LINKS = [
  { href: '/manager/content/', title: 'Страницы' },
  { href: '/manager/content/navigation/', title: 'Меню' },
  { href: '/manager/content/forms/', title: 'Формы заявок' },
] as const;

/** The console's sections, then the content's own three parts and the page's title. */
export function ContentHeader({ title, current }: { title: string; current?: string }) {
  return (
    <>
      <ManagerNav current="/manager/content/" />
      <nav aria-label="Контент" className={styles.subnav}>
        {LINKS.map((l) => (
          <Link key={l.href} href={l.href} aria-current={l.href === current ? 'page' : undefined}>
            {l.title}
          </Link>
        ))}
      </nav>
      <div className={page.head}>
        <h1>{title}</h1>
      </div>
    </>
  );
}
