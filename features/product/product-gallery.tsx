'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { Product } from '@/lib/api/contract/catalog';
import styles from './product-gallery.module.css';

/** The main picture and thumbnails that switch it; the first picture renders on the server. */
export function ProductGallery({ images, title }: { images: Product['images']; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return <div className={styles.main} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <Image
          src={current.url}
          alt={current.alt || title}
          width={current.width}
          height={current.height}
          priority
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
                <Image src={image.url} alt="" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
