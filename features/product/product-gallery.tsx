'use client';

import { useState } from 'react';
import { ProductPicture } from '@/components/catalog/product-picture';
import type { Product } from '@/lib/api/contract/catalog';
import { TEXT_NO_PHOTO } from '@/lib/constants-frame';
import styles from './product-gallery.module.css';

/** The main picture and thumbnails that switch it; the first picture renders on the server. */
export function ProductGallery({ images, title }: { images: Product['images']; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  // No photo yet: a quiet frame with a picture sign, never a broken image.
  if (!current)
    return (
      <div className={`${styles.main} ${styles.empty}`} data-testid="gallery-placeholder">
        <svg className={styles.emptyIcon} viewBox="0 0 48 48" aria-hidden="true">
          <rect x="6" y="10" width="36" height="28" rx="4" />
          <circle cx="17" cy="20" r="3.5" />
          <path d="M6 33 17 25l7 5 8-8 10 9" />
        </svg>
        <span>{TEXT_NO_PHOTO}</span>
      </div>
    );
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductPicture
          image={current}
          alt={current.alt || title}
          sizes="page"
          priority={index === 0}
          className={styles.image}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Фотографии товара">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={`Фото ${i + 1} из ${images.length}`}
                onClick={() => setIndex(i)}
              >
                <ProductPicture image={image} alt="" sizes="thumb" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
