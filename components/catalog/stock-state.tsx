import { TEXT_IN_STOCK } from '@/lib/constants-frame';
import { TEXT_OUT_OF_STOCK } from '@/lib/constants-frame';
import { formatCount } from '@/lib/format/numbers';
import styles from './stock-state.module.css';

/** "В наличии 3 840 шт" or "Нет в наличии": a wholesale buyer plans by the quantity. */
export function StockState({
  stock,
  unit,
  className,
}: {
  stock: number;
  unit: string;
  className?: string;
}) {
  const inStock = stock > 0;
  return (
    <p
      className={[styles.stock, inStock ? styles.in : styles.out, className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={styles.dot} aria-hidden="true" />
      {inStock ? `${TEXT_IN_STOCK} ${formatCount(stock)}\u00a0${unit}` : TEXT_OUT_OF_STOCK}
    </p>
  );
}
