/**
 * How a stored product picture is named, shared by the server that writes the variants and the
 * component that lists them in a srcset: one rule on both sides, so neither guesses.
 *
 *   /media/p/{sha[0..2]}/{sha}-{width}.{webp|avif}
 *
 * sha    SHA-256 of the source file as 1C sent it (content-addressed: the same picture is
 *        processed and stored once, whatever product or path names it);
 * width  one of pictureWidths(source width): the standard widths below the source's, plus the
 *        source's own (capped at the largest), so nothing is ever upscaled.
 */

export const PICTURE_WIDTHS = [320, 640, 1200] as const;
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const MEDIA_URL_PREFIX = '/media/';

/** The widths stored for a source this wide (after EXIF rotation). */
export function pictureWidths(sourceWidth: number): number[] {
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? 1200;
  const top = Math.max(1, Math.min(Math.round(sourceWidth), largest));
  return [...PICTURE_WIDTHS.filter((w) => w < top), top];
}

export const pictureKey = (sha: string, width: number, format: PictureFormat) =>
  `p/${sha.slice(0, 2)}/${sha}-${width}.${format}`;

export const pictureUrl = (sha: string, width: number, format: PictureFormat) =>
  `${MEDIA_URL_PREFIX}${pictureKey(sha, width, format)}`;

const STORED_URL = /^\/media\/p\/([0-9a-f]{2})\/([0-9a-f]{64})-([1-9][0-9]{0,4})\.webp$/;

export interface StoredPicture {
  sha: string;
  /** The largest stored width: the one the URL names. */
  width: number;
}

/** A URL the media storage serves (the largest WebP), or null for any other (demo SVGs). */
export function parsePictureUrl(url: string): StoredPicture | null {
  const m = STORED_URL.exec(url);
  if (!m || !m[2]?.startsWith(m[1] ?? '')) return null;
  return { sha: m[2], width: Number(m[3]) };
}
