import { and, asc, eq, sql } from 'drizzle-orm';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PER_PRODUCT,
  TEXT_PHOTO_FROM_1C,
  TEXT_PHOTO_ORDER_STALE,
  TEXT_PHOTO_PRODUCT_FULL,
  type ConsolePhotos,
} from '@/lib/api/contract/console-photos';
import type { Db, Tx } from '../db/client';
import { productImages, products } from '../db/schema/catalog';
import { recordChange } from '../audit/record-change';
import type { AuthUser } from '../http/context';
import { ApiError, detail, notFound } from '../http/errors';
import { PictureError, processPicture } from '../media/process-picture';
import type { MediaStorage } from '../media/storage';
import { SHARP_FORMATS } from './sniff';
import type { UploadedPhoto } from './upload-form';

const TEXT_NO_PRODUCT = 'Товар не найден.';
const TEXT_NO_PHOTO = 'Фотография не найдена.';

async function productOf(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      slug: products.slug,
      article: products.article,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound(TEXT_NO_PRODUCT);
  return row;
}

async function photosOf(db: Db | Tx, productId: number): Promise<ConsolePhotos['photos']> {
  const rows = await db
    .select({
      id: productImages.id,
      url: productImages.url,
      alt: productImages.alt,
      width: productImages.width,
      height: productImages.height,
      source: productImages.source,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sort), asc(productImages.id));
  return rows.map(({ source, ...r }) => ({ ...r, from_1c: source !== null }));
}

/** What the audit log keeps of a photo list: enough to tell which pictures, in which order. */
const auditList = (photos: ConsolePhotos['photos']) => ({
  photos: photos.map((p) => ({ id: p.id, url: p.url })),
});

/** The product's photos in the shop's order (404 for an unknown product). */
export async function listPhotos(db: Db | Tx, productId: number): Promise<ConsolePhotos> {
  const product = await productOf(db, productId);
  return { product, photos: await photosOf(db, productId) };
}

export interface PhotoDeps {
  db: Db;
  storage: MediaStorage;
  user: AuthUser;
}

/**
 * Resizes every file into the media storage first (WebP and AVIF variants, content-addressed),
 * then adds all rows in one transaction after the product's last photo. A file sharp cannot
 * read refuses the whole upload before any row is written; variants already stored for it are
 * harmless (the same bytes would map to the same keys again).
 */
export async function uploadPhotos(
  deps: PhotoDeps,
  productId: number,
  files: UploadedPhoto[],
): Promise<ConsolePhotos> {
  const product = await productOf(deps.db, productId);
  const existing = await photosOf(deps.db, productId);
  if (existing.length + files.length > PHOTO_MAX_PER_PRODUCT)
    throw new ApiError(400, { files: [TEXT_PHOTO_PRODUCT_FULL] });
  const stored: { url: string; width: number; height: number }[] = [];
  const failed: string[] = [];
  for (const file of files) {
    try {
      // One at a time: memory holds one decoded picture at most.
      const picture = await processPicture(deps.storage, file.bytes, {
        maxBytes: PHOTO_MAX_BYTES,
        formats: SHARP_FORMATS,
      });
      stored.push({ url: picture.url, width: picture.width, height: picture.height });
    } catch (error) {
      const reason = error instanceof PictureError ? error.message : 'не удалось обработать';
      failed.push(`«${file.name}»: ${reason}.`);
    }
  }
  if (failed.length) throw new ApiError(400, { files: failed });
  return deps.db.transaction(async (tx) => {
    // The product row locked: two uploads at once count and number the photos one after the other.
    await tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);
    const [{ top, count } = { top: -1, count: 0 }] = await tx
      .select({
        top: sql<number>`coalesce(max(${productImages.sort}), -1)::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    if (count + stored.length > PHOTO_MAX_PER_PRODUCT)
      throw new ApiError(400, { files: [TEXT_PHOTO_PRODUCT_FULL] });
    await tx
      .insert(productImages)
      .values(stored.map((s, i) => ({ ...s, productId, alt: '', sort: top + 1 + i })));
    const after = await photosOf(tx, productId);
    await recordChange(tx, deps.user, {
      action: 'photos_upload',
      objectType: 'product',
      objectId: productId,
      objectTitle: product.title,
      before: auditList(existing),
      after: auditList(after),
    });
    return { product, photos: after };
  });
}

/** Puts the photos in the given order; the list must name exactly the product's photos. */
export async function reorderPhotos(
  deps: Omit<PhotoDeps, 'storage'>,
  productId: number,
  ids: number[],
): Promise<ConsolePhotos> {
  return deps.db.transaction(async (tx) => {
    const product = await productOf(tx, productId);
    const before = await photosOf(tx, productId);
    const known = new Set(before.map((p) => p.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw detail(409, TEXT_PHOTO_ORDER_STALE);
    for (const [sort, id] of ids.entries())
      await tx
        .update(productImages)
        .set({ sort })
        .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
    const after = await photosOf(tx, productId);
    await recordChange(tx, deps.user, {
      action: 'photos_reorder',
      objectType: 'product',
      objectId: productId,
      objectTitle: product.title,
      before: auditList(before),
      after: auditList(after),
    });
    return { product, photos: after };
  });
}

async function ownPhoto(tx: Tx, productId: number, photoId: number) {
  const product = await productOf(tx, productId);
  const photos = await photosOf(tx, productId);
  const photo = photos.find((p) => p.id === photoId);
  if (!photo) throw notFound(TEXT_NO_PHOTO);
  if (photo.from_1c) throw detail(409, TEXT_PHOTO_FROM_1C);
  return { product, photos, photo };
}

/** The alt text of one photo added in the shop. */
export async function setPhotoAlt(
  deps: Omit<PhotoDeps, 'storage'>,
  productId: number,
  photoId: number,
  alt: string,
): Promise<ConsolePhotos> {
  return deps.db.transaction(async (tx) => {
    const { product, photo } = await ownPhoto(tx, productId, photoId);
    await tx.update(productImages).set({ alt }).where(eq(productImages.id, photoId));
    await recordChange(tx, deps.user, {
      action: 'update',
      objectType: 'product_image',
      objectId: photoId,
      objectTitle: product.title,
      before: { alt: photo.alt },
      after: { alt },
    });
    return { product, photos: await photosOf(tx, productId) };
  });
}

/**
 * Removes one photo added in the shop. Its stored variants stay: keys are content-addressed,
 * so another product, a category or a later upload may name the same bytes.
 */
export async function deletePhoto(
  deps: Omit<PhotoDeps, 'storage'>,
  productId: number,
  photoId: number,
): Promise<ConsolePhotos> {
  return deps.db.transaction(async (tx) => {
    const { product, photos } = await ownPhoto(tx, productId, photoId);
    await tx.delete(productImages).where(eq(productImages.id, photoId));
    const after = photos.filter((p) => p.id !== photoId);
    await recordChange(tx, deps.user, {
      action: 'photo_delete',
      objectType: 'product',
      objectId: productId,
      objectTitle: product.title,
      before: auditList(photos),
      after: auditList(after),
    });
    return { product, photos: after };
  });
}
