import Link from 'next/link';
import type { CategoryTreeNode } from '@/lib/api/contract/catalog';
import styles from './category-tiles.module.css';

const href = (node: CategoryTreeNode) => `/category/${node.full_slug}/`;

/** Top categories with their second level: the catalogue entry a buyer scans first. */
export function CategoryTiles({ tree }: { tree: CategoryTreeNode[] }) {
  return (
    <ul className={styles.grid}>
      {tree.map((node) => (
        <li key={node.id}>
          <div className={styles.tile}>
            <h3>
              <Link href={href(node)}>{node.title}</Link>
            </h3>
            <ul className={styles.children}>
              {node.children.map((child) => (
                <li key={child.id}>
                  <Link href={href(child)}>{child.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
