import type { ProductCard as Card } from '@/lib/api/contract/catalog';
import { ProductCard } from './product-card';
import type { ProductActions } from './product-actions';
import styles from './product-grid.module.css';

/**
 * Product cards in a responsive grid. `row` keeps four columns on wide screens, so the eight
 * cards of a home or related section fill two full rows instead of five and three.
 */
export function ProductGrid({
  products,
  actions,
  label,
  layout = 'fill',
}: {
  products: Card[];
  actions: ProductActions;
  label?: string;
  layout?: 'fill' | 'row';
}) {
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
