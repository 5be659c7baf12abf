import type { CSSProperties } from 'react';
import { TEXT_SEARCH_FAILED, TEXT_SEARCH_LOADING } from '@/lib/constants-frame';
import styles from './search-box.module.css';

/**
 * The dropdown before its products: «searching» or «search failed». Also what the field shows
 * while the dropdown's own code is still on its way (issue #15: it loads on first use).
 */
export function SearchPending({ failed, style }: { failed: boolean; style?: CSSProperties }) {
  return (
    <div className={styles.dropdown} style={style} aria-busy={!failed}>
      <p className={styles.note}>{failed ? TEXT_SEARCH_FAILED : TEXT_SEARCH_LOADING}</p>
    </div>
  );
}
