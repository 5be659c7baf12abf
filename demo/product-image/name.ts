/**
 * Flat product illustrations drawn on request, so the demo catalogue has pictures without
 * shipping binary files. The file name says everything:
 *
 *   {kind}-{seed}-{variant}.svg
 *
 * kind    one of PRODUCT_IMAGE_KINDS (latin letters only);
 * seed    0…999999 without leading zeros; `seed % PRODUCT_IMAGE_TONES` picks the main colour
 *         from the kind's palette, the rest of the seed varies shape details;
 * variant 1…3, the composition (single item, group, detail), so one product can show up to
 *         three different pictures in the same colours.
 *
 * Only canonical names are accepted, so every picture has exactly one URL (cache-friendly).
 */

export const PRODUCT_IMAGE_KINDS = [
  'kirpich',
  'blok',
  'doska',
  'meshok',
  'kraska',
  'plitka',
  'gipsokarton',
  'profil',
  'laminat',
  'krovlya',
  'profnastil',
  'cherepica',
  'rulon',
  'uteplitel',
  'truba',
  'kabel',
  'rozetka',
  'vyklyuchatel',
  'avtomat',
  'drel',
  'perforator',
  'bolgarka',
  'molotok',
  'shpatel',
  'izmeritel',
  'samorez',
  'dyubel',
  'gvozd',
  'anker',
  'smesitel',
  'krug',
  'sverlo',
] as const;
export type ProductImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];

/** Every draw-* palette has this many colours; seeds congruent modulo it share the main colour. */
export const PRODUCT_IMAGE_TONES = 8;
export const PRODUCT_IMAGE_VARIANTS = 3;
const MAX_SEED = 999_999;

export interface ProductImageName {
  kind: ProductImageKind;
  seed: number;
  variant: number;
}

const FILE_RE = /^([a-z]+)-(0|[1-9][0-9]{0,5})-([1-3])\.svg$/;

export function isProductImageKind(value: string): value is ProductImageKind {
  return (PRODUCT_IMAGE_KINDS as readonly string[]).includes(value);
}

export function productImageFile(kind: ProductImageKind, seed: number, variant: number): string {
  const s = Math.abs(Math.trunc(seed)) % (MAX_SEED + 1);
  const v = Math.min(Math.max(Math.trunc(variant), 1), PRODUCT_IMAGE_VARIANTS);
  return `${kind}-${s}-${v}.svg`;
}

export function parseProductImageFile(file: string): ProductImageName | null {
  const match = FILE_RE.exec(file);
  if (!match) return null;
  const [, kind = '', seed = '', variant = ''] = match;
  if (!isProductImageKind(kind)) return null;
  return { kind, seed: Number(seed), variant: Number(variant) };
}
