import Link from 'next/link';
import { TEXT_BREADCRUMBS } from '@/lib/constants';
import { breadcrumbJsonLd, JsonLd } from '@/components/seo/json-ld';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  title: string;
  url: string;
}

/** The way back up the tree; the last crumb is the page itself (not a link). Also as JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <nav className={styles.crumbs} aria-label={TEXT_BREADCRUMBS}>
        <ol>
          {crumbs.map((c, i) => (
            <li key={c.url}>
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{c.title}</span>
              ) : (
                <Link href={c.url}>{c.title}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
