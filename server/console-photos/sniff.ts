export type PhotoType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The picture type by its first bytes, whatever the file is called: a PDF renamed photo.jpg is
 * no JPEG. AVIF is an ISO-BMFF `ftyp` box whose major or a compatible brand is avif/avis.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(
      ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
      bytes.length,
      64,
    );
    for (let at = 8; at + 4 <= boxSize; at += at === 8 ? 8 : 4) {
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/** sharp's names for what sniffPhotoType lets through (AVIF decodes as `heif`). */
export const SHARP_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'heif']);
