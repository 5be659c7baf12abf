import { asc, inArray } from 'drizzle-orm';
import type { ProductCard } from '@/lib/api/contract/catalog';
import type { Db } from '../db/client';
import { productImages, products } from '../db/schema/catalog';

/** The product columns a card needs, plus whether it is still sold. */
export const productCardColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  article: products.article,
  unit: products.unit,
  price: products.price,
  oldPrice: products.oldPrice,
  stock: products.stock,
  minQty: products.minQty,
  packQty: products.packQty,
  brand: products.brand,
  isNew: products.isNew,
  isActive: products.isActive,
};

export interface ProductRow {
  id: number;
  title: string;
  slug: string;
  article: string;
  unit: string;
  price: string;
  oldPrice: string | null;
  stock: number;
  minQty: number;
  packQty: number;
  brand: string | null;
  isNew: boolean;
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
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    article: row.article,
    unit: row.unit,
    price: row.price,
    old_price: row.oldPrice,
    stock: row.stock,
    in_stock: row.isActive && row.stock > 0,
    min_qty: row.minQty,
    pack_qty: row.packQty,
    brand: row.brand,
    image: image ?? null,
    is_new: row.isNew,
  };
}
