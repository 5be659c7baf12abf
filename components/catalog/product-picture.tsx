import {
  parsePictureUrl,
  pictureUrl,
  pictureWidths,
  type PictureFormat,
} from '@/lib/media/picture-variants';

/** How wide the picture is drawn, for the browser to pick a variant before layout. */
export const PICTURE_SIZES = {
  /** A card in a grid: two columns on a phone, up to five on a wide screen (240 px). */
  card: '(max-width: 640px) 50vw, 240px',
  /** The product page's main picture: the width less the page's padding and the frame's on a
   * phone (302 px of 360), about half the content column from a tablet on (441 px at 1440). */
  page: '(max-width: 640px) calc(100vw - 56px), (max-width: 1200px) 50vw, 480px',
  thumb: '72px',
} as const;

export interface PictureImage {
  url: string;
  width: number;
  height: number;
}

const srcSet = (sha: string, widths: number[], format: PictureFormat) =>
  widths.map((w) => `${pictureUrl(sha, w, format)} ${w}w`).join(', ');

/**
 * A product photo without client JS: a stored picture (`/media/p/…`, from 1C) offers AVIF and
 * WebP at every stored width and lets the browser choose; any other URL (the demo's SVGs) is a
 * plain image. width/height reserve the box, so nothing shifts when it loads.
 */
export function ProductPicture({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: PictureImage;
  alt: string;
  sizes: keyof typeof PICTURE_SIZES;
  /** The page's main picture: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  const img = (
    // next/image cannot emit <source> per format; the variants are already sized and encoded.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  const stored = parsePictureUrl(image.url);
  if (!stored) return img;
  const widths = pictureWidths(stored.width);
  return (
    <picture style={{ display: 'contents' }}>
      <source
        type="image/avif"
        srcSet={srcSet(stored.sha, widths, 'avif')}
        sizes={PICTURE_SIZES[sizes]}
      />
      <source
        type="image/webp"
        srcSet={srcSet(stored.sha, widths, 'webp')}
        sizes={PICTURE_SIZES[sizes]}
      />
      {img}
    </picture>
  );
}
