import { asc, inArray } from 'drizzle-orm';
import type { ProductCard } from '@/lib/api/contract/catalog';
import type { Db } from '../db/client';
import { productImages, products } from '../db/schema/catalog';
import { cardBaseColumns, cardFromRow, type CardBaseRow } from './product-card';

/** The product columns a card needs, plus whether it is still sold. */
export const productCardColumns = { ...cardBaseColumns, isActive: products.isActive };

interface ProductRow extends CardBaseRow {
  isActive: boolean;
}

type CardImage = ProductCard['image'];

/** The first picture of each product, one query for the lot. */
export async function firstImages(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, NonNullable<CardImage>>> {
  const out = new Map<number, NonNullable<CardImage>>();
  if (productIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      id: productImages.id,
      url: productImages.url,
      alt: productImages.alt,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(productIds)]))
    .orderBy(asc(productImages.productId), asc(productImages.sort), asc(productImages.id));
  for (const { productId, ...image } of rows) out.set(productId, image);
  return out;
}

export function toProductCard(row: ProductRow, image: CardImage | undefined): ProductCard {
  return cardFromRow(row, image ?? null, row.isActive);
}
