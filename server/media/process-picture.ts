import { createHash } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import {
  pictureKey,
  pictureUrl,
  pictureWidths,
  type PictureFormat,
} from '@/lib/media/picture-variants';
import type { MediaStorage } from './storage';

/** A picture refused: the reason is for the exchange log, in Russian. */
export class PictureError extends Error {}

export interface StoredPictureInfo {
  sha: string;
  /** The largest WebP: what product_images.url holds. */
  url: string;
  width: number;
  height: number;
  /** Already stored before: nothing was decoded or written. */
  reused: boolean;
}

export interface ProcessOptions {
  maxBytes: number;
  /** Decoding stops beyond this many pixels (a decompression bomb in a small file). */
  maxPixels?: number;
  /** sharp's format names taken; JPEG, PNG, WebP and GIF unless given (the console adds AVIF: `heif`). */
  formats?: ReadonlySet<string>;
}

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const DEFAULT_MAX_PIXELS = 50_000_000;
// Low efforts: on photos effort 1 (AVIF) and 2 (WebP) came within a few percent of the defaults'
// size at a third of the time (bench/pictures.ts), and 1C may send thousands of pictures.
const ENCODE: Record<PictureFormat, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 50, effort: 1 }),
  webp: (s) => s.webp({ quality: 78, effort: 2 }),
};

const manifestKey = (sha: string) => `p/${sha.slice(0, 2)}/${sha}.json`;
const MB = 1024 * 1024;

async function readManifest(storage: MediaStorage, sha: string) {
  const object = await storage.get(manifestKey(sha));
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  try {
    const m = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      width: number;
      height: number;
    };
    return Number.isInteger(m.width) && Number.isInteger(m.height) ? m : null;
  } catch {
    return null;
  }
}

async function inspect(bytes: Uint8Array, maxPixels: number) {
  try {
    return await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
  } catch {
    throw new PictureError('файл не читается как картинка (ждали JPEG, PNG, WebP или GIF)');
  }
}

/**
 * Turns one source picture (JPEG, PNG, WebP, GIF — its first frame) into WebP and AVIF at the
 * widths of pictureWidths, rotated by its EXIF orientation and with all metadata dropped (sharp
 * writes none unless asked: no GPS or camera data leaves 1C). Keys come from the SHA-256 of the
 * source, and a manifest is written last, so a picture seen before costs one hash and one read.
 */
export async function processPicture(
  storage: MediaStorage,
  bytes: Uint8Array,
  options: ProcessOptions,
): Promise<StoredPictureInfo> {
  if (bytes.byteLength > options.maxBytes) {
    throw new PictureError(
      `файл больше ${Math.floor(options.maxBytes / MB) || options.maxBytes} ${options.maxBytes >= MB ? 'МБ' : 'байт'}`,
    );
  }
  const sha = createHash('sha256').update(bytes).digest('hex');
  const known = await readManifest(storage, sha);
  if (known) return { sha, url: pictureUrl(sha, known.width, 'webp'), ...known, reused: true };

  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const meta = await inspect(bytes, maxPixels);
  if (!meta.format || !(options.formats ?? ACCEPTED).has(meta.format)) {
    throw new PictureError(
      `формат «${meta.format ?? 'неизвестен'}» не принимается (ждали JPEG, PNG, WebP или GIF)`,
    );
  }
  if (!meta.width || !meta.height || meta.width * meta.height > maxPixels) {
    throw new PictureError(`картинка слишком велика: больше ${maxPixels / 1e6} млн точек`);
  }
  const widths = pictureWidths(meta.autoOrient.width);
  const top = widths[widths.length - 1] ?? 1;
  let base: { data: Buffer; info: OutputInfo };
  try {
    // One decode, rotated and scaled to the largest width; the smaller ones are cut from it.
    base = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', autoOrient: true })
      .resize({ width: top, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PictureError('картинка повреждена: не удалось её прочитать');
  }
  const raw = {
    raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
  };
  for (const width of widths) {
    for (const format of ['webp', 'avif'] as const) {
      const resized = sharp(base.data, raw).resize({ width, withoutEnlargement: true });
      const out = await ENCODE[format](resized).toBuffer();
      await storage.put(pictureKey(sha, width, format), out, `image/${format}`);
    }
  }
  const size = { width: base.info.width, height: base.info.height };
  await storage.put(manifestKey(sha), Buffer.from(JSON.stringify(size)), 'application/json');
  return { sha, url: pictureUrl(sha, size.width, 'webp'), ...size, reused: false };
}
