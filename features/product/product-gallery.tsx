import { ProductPicture } from '@/components/catalog/product-picture';
import type { Product } from '@/lib/api/contract/catalog';
import { TEXT_NO_PHOTO } from '@/lib/constants-screens';
import { GallerySwitch } from './gallery-switch';
import styles from './product-gallery.module.css';

/**
 * The main picture and thumbnails that switch it. Issue #15: the pictures render here, on the
 * server; the browser only switches between them (gallery-switch.tsx), without the picture code.
 */
export function ProductGallery({ images, title }: { images: Product['images']; title: string }) {
  const current = images[0];
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
    <GallerySwitch
      count={images.length}
      mains={images.map((image, i) => (
        <ProductPicture
          key={image.id}
          image={image}
          alt={image.alt || title}
          sizes="page"
          priority={i === 0}
          className={styles.image}
        />
      ))}
      thumbs={images.map((image) => (
        <ProductPicture
          key={image.id}
          image={image}
          alt=""
          sizes="thumb"
          className={styles.thumbImage}
        />
      ))}
    />
  );
}
