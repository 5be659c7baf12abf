import Link from 'next/link';
import { TEXT_NEXT_PAGE, TEXT_PAGES, TEXT_PREV_PAGE } from '@/lib/constants';
import styles from './pagination.module.css';

/** Page numbers around the current one, the first and the last; null marks a gap. */
export function pageWindow(current: number, total: number, radius = 2): (number | null)[] {
  const pages = new Set([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}

/** Plain links, so crawlers reach every page; the page number rides in the URL. */
export function Pagination({
  current,
  total,
  href,
  prefetch = true,
}: {
  current: number;
  total: number;
  href: (page: number) => string;
  /** false: Next does not fetch the linked pages ahead. */
  prefetch?: boolean;
}) {
  if (total <= 1) return null;
  const linkPrefetch = prefetch ? undefined : false;
  return (
    <nav className={styles.pagination} aria-label={TEXT_PAGES}>
      {current > 1 ? (
        <Link prefetch={linkPrefetch} className={styles.step} href={href(current - 1)} rel="prev">
          ← {TEXT_PREV_PAGE}
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          ← {TEXT_PREV_PAGE}
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(current, total).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <span className={styles.current} aria-current="page">
                  {p}
                </span>
              ) : (
                <Link
                  prefetch={linkPrefetch}
                  className={styles.page}
                  href={href(p)}
                  aria-label={`Страница ${p}`}
                >
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link prefetch={linkPrefetch} className={styles.step} href={href(current + 1)} rel="next">
          {TEXT_NEXT_PAGE} →
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          {TEXT_NEXT_PAGE} →
        </span>
      )}
    </nav>
  );
}
