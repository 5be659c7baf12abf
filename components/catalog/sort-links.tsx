import Link from 'next/link';
import { SORT_OPTIONS } from '@/lib/api/contract/catalog';
import { SORT_TITLES, TEXT_SORT } from '@/lib/constants';
import styles from './sort-links.module.css';

type Sort = (typeof SORT_OPTIONS)[number];

/**
 * Sorting as links: each order is a URL of its own (back button, sharing, no script needed).
 * The order without a parameter is the API's default — popularity for a category; a search
 * names its own (relevance) with `defaultTitle`, and popularity becomes an explicit choice.
 */
export function SortLinks({
  current,
  href,
  defaultTitle,
  prefetch = true,
}: {
  current: Sort | undefined;
  href: (sort: Sort | undefined) => string;
  defaultTitle?: string;
  /** false: Next does not fetch the other orders ahead (see ProductListing). */
  prefetch?: boolean;
}) {
  const options: { value: Sort | undefined; title: string }[] = [
    { value: undefined, title: defaultTitle ?? SORT_TITLES.popular },
    ...SORT_OPTIONS.filter((s) => defaultTitle !== undefined || s !== 'popular').map((s) => ({
      value: s,
      title: SORT_TITLES[s],
    })),
  ];
  const active = defaultTitle === undefined && current === 'popular' ? undefined : current;
  return (
    <nav className={styles.sort} aria-label={TEXT_SORT}>
      <span className={styles.label}>{TEXT_SORT}:</span>
      <ul className={styles.list}>
        {options.map((o) => (
          <li key={o.value ?? 'default'}>
            <Link
              href={href(o.value)}
              className={styles.option}
              aria-current={o.value === active ? 'true' : undefined}
              rel="nofollow"
              prefetch={prefetch ? undefined : false}
            >
              {o.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
