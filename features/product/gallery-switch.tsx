'use client';

import { useState, type ReactNode } from 'react';
import styles from './product-gallery.module.css';

/** Which of the server-rendered pictures is the big one; the thumbnails choose it. */
export function GallerySwitch({
  count,
  mains,
  thumbs,
}: {
  count: number;
  mains: ReactNode[];
  thumbs: ReactNode[];
}) {
  const [index, setIndex] = useState(0);
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>{mains[index] ?? mains[0]}</div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label="Фотографии товара">
          {thumbs.map((thumb, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={`Фото ${i + 1} из ${count}`}
                onClick={() => setIndex(i)}
              >
                {thumb}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
