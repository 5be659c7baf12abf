import Link from 'next/link';
import type { Category } from '@/lib/api/contract/catalog';
import { productsCount } from '@/lib/format/numbers';
import styles from './subcategory-tiles.module.css';

/** The next level down: picture, name and how many products each holds. */
export function SubcategoryTiles({ items, label }: { items: Category['children']; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.tiles}>
        {items.map((c) => (
          <li key={c.id}>
            <Link href={`/category/${c.full_slug}/`} className={styles.tile}>
              {c.image ? (
                // A plain <img>: next/image is a client component and brought its code to every
                // page with tiles (issue #15); the pictures are not optimised by Next anyway.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={c.image}
                  alt=""
                  width={56}
                  height={56}
                  className={styles.image}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.image} />
              )}
              <span className={styles.text}>
                <span className={styles.title}>{c.title}</span>
                <span className={styles.count}>{productsCount(c.product_count)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
