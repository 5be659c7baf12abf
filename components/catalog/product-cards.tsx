'use client';

import { cardOfRow, type CardRow } from './card-rows';
import type { ProductActions } from './product-actions';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export interface ProductCardsProps {
  rows: CardRow[];
  actions: ProductActions;
  label?: string;
  layout?: 'fill' | 'row';
  /** h2 where the cards are the page's first level under its h1 (a listing), h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
  /**
   * How many first cards are on the first screen (a listing: a phone's first row): their
   * pictures load at once, with high priority, not lazily — the page's largest paint.
   */
  eager?: number;
}

/**
 * The grid's cards as one client component. Issue #15: server-rendered cards were in the page
 * twice — their markup and, in the RSC payload, the element tree that markup came from (~2 KB a
 * card); a client list is sent the products' values only (`CardRow`) and renders the same
 * markup.
 */
export function ProductCards({
  rows,
  actions,
  label,
  layout = 'fill',
  headingLevel,
  eager = 0,
}: ProductCardsProps) {
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
      {rows.map(cardOfRow).map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            actions={actions}
            headingLevel={headingLevel}
            priority={i < eager}
          />
        </li>
      ))}
    </ul>
  );
}
