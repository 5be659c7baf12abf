import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_FAVOURITES, type Favourites } from '@/lib/api/contract/favourites';
import type { ProductCard } from '@/lib/api/contract/catalog';
import type { Db } from '../db/client';
import { favourites } from '../db/schema/buying';
import { products } from '../db/schema/catalog';
import { detail, notFound } from '../http/errors';
import { TEXT_PRODUCT_NOT_FOUND } from '../cart/cart-items';
import { firstImages, productCardColumns, toProductCard } from '../catalog/product-cards';

function pageUrl(path: string, page: number, pageSize: number): string {
  return `${path}?page=${page}&pageSize=${pageSize}`;
}

export async function listFavourites(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
  path: string,
): Promise<Favourites> {
  const [rows, ids] = await Promise.all([
    db
      .select({ createdAt: favourites.createdAt, ...productCardColumns })
      .from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId))
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.productId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.productId)),
  ]);
  const images = await firstImages(
    db,
    rows.map((r) => r.id),
  );
  const total = ids.length;
  return {
    count: total,
    next: page * pageSize < total ? pageUrl(path, page + 1, pageSize) : null,
    previous: page > 1 ? pageUrl(path, page - 1, pageSize) : null,
    results: rows.map((r) => ({
      id: r.id,
      product: toProductCard(r, images.get(r.id)),
      created_at: r.createdAt.toISOString(),
    })),
    product_ids: ids.map((r) => r.productId),
  };
}

/** Adding twice keeps one entry: the heart is a toggle, not a counter. */
export async function addFavourite(db: Db, userId: number, productId: number) {
  const [product] = await db
    .select(productCardColumns)
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!product) throw notFound(TEXT_PRODUCT_NOT_FOUND);
  const [{ value: held } = { value: 0 }] = await db
    .select({ value: count() })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  if (held >= MAX_FAVOURITES) {
    throw detail(
      400,
      `В избранном может быть не больше ${MAX_FAVOURITES} товаров. Уберите ненужные.`,
    );
  }
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
  const [row] = await db
    .select({ createdAt: favourites.createdAt })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
  const images = await firstImages(db, [productId]);
  const card: ProductCard = toProductCard(product, images.get(productId));
  return { id: productId, product: card, created_at: (row?.createdAt ?? new Date()).toISOString() };
}

/** Removing another buyer's entry, or one that is not there, is the same "not found". */
export async function removeFavourite(db: Db, userId: number, productId: number): Promise<void> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .returning({ productId: favourites.productId });
  if (removed.length === 0) throw notFound('Этого товара нет в избранном.');
}
