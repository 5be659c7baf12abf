'use client';

import Link from 'next/link';
import { useId, useState, type CSSProperties } from 'react';
import { ChevronDownIcon } from '@/components/icons/icons';
import type { CategoryTreeNode } from '@/lib/api/contract/catalog';
import { MENU_SLIDE_MS, TEXT_SHOW_SUBCATEGORIES } from '@/lib/constants-on-demand';
import styles from './catalogue-tree.module.css';

const slideStyle = { '--slide-ms': `${MENU_SLIDE_MS}ms` } as CSSProperties;

const categoryHref = (node: Pick<CategoryTreeNode, 'full_slug'>) => `/category/${node.full_slug}/`;

function TreeNode({ node, level }: { node: CategoryTreeNode; level: number }) {
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const hasChildren = node.children.length > 0;
  return (
    <li className={styles.node} data-level={level}>
      <div className={styles.row}>
        {/* Dozens of links: prefetching them all on open would flood the server. */}
        <Link href={categoryHref(node)} prefetch={false} className={styles.link}>
          {node.title}
        </Link>
        {hasChildren && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={`${TEXT_SHOW_SUBCATEGORIES}: ${node.title}`}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDownIcon size={18} />
          </button>
        )}
      </div>
      {hasChildren && (
        // Spec §2.4: children slide open and shut in MENU_SLIDE_MS.
        <div id={childrenId} className={styles.slide} data-open={open} style={slideStyle}>
          <ul className={styles.children}>
            {node.children.map((child) => (
              <TreeNode key={child.id} node={child} level={level + 1} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

export function CatalogueTree({ tree }: { tree: CategoryTreeNode[] }) {
  return (
    <ul className={styles.tree}>
      {tree.map((node) => (
        <TreeNode key={node.id} node={node} level={0} />
      ))}
    </ul>
  );
}
