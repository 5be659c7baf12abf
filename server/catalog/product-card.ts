import { sql } from 'drizzle-orm';
import type { ProductCard } from '@/lib/api/contract/catalog';
import { DEFAULT_VAT_RATE } from '@/lib/pricing/vat';
import { productImages, products } from '../db/schema/catalog';
import { priceTypes } from '../db/schema/exchange';

interface ImageJson {
  id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The first picture of the product row in the same query: one round trip per listing. The
 * outer column is written out in full: drizzle renders a bare "id" in a single-table select,
 * which inside the subquery would mean the picture's own id.
 */
const firstImage = sql<ImageJson | string | null>`(
  select json_build_object('id', pi.id, 'url', pi.url, 'alt', pi.alt, 'width', pi.width, 'height', pi.height)
  from ${productImages} pi where pi.product_id = ${sql.raw('"products"."id"')} order by pi.sort, pi.id limit 1)`;

/** Columns a product card needs but its picture; buying adds whether it is still sold. */
export const cardBaseColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  article: products.article,
  unit: products.unit,
  price: products.price,
  oldPrice: products.oldPrice,
  vatRate: products.vatRate,
  /** The price shown to everyone is the base type's: it says whether VAT is inside it. */
  priceIncludesVat: sql<boolean>`coalesce((select ${priceTypes.vatIncluded} from ${priceTypes} where ${priceTypes.isBase}), true)`,
  stock: products.stock,
  minQty: products.minQty,
  packQty: products.packQty,
  brand: products.brand,
  isNew: products.isNew,
};

/** Columns a product card needs, its first picture included; spread into a select. */
export const cardColumns = { ...cardBaseColumns, image: firstImage };

export interface CardBaseRow {
  id: number;
  title: string;
  slug: string;
  article: string;
  unit: string;
  price: string | null;
  oldPrice: string | null;
  vatRate: string | null;
  priceIncludesVat: boolean;
  stock: number;
  minQty: number;
  packQty: number;
  brand: string | null;
  isNew: boolean;
}

interface CardRow extends CardBaseRow {
  image: ImageJson | string | null;
}

/** Money as DRF sends a DecimalField: a string with two decimals. */
export const money = (value: string | number): string => Number(value).toFixed(2);

export function toCard(row: CardRow): ProductCard {
  // Drivers differ: node-postgres parses json, some setups hand back the text.
  const image = typeof row.image === 'string' ? (JSON.parse(row.image) as ImageJson) : row.image;
  return cardFromRow(row, image);
}

/** The card of a product row; `sold` is false for a product taken off sale (never in stock). */
export function cardFromRow(row: CardBaseRow, image: ImageJson | null, sold = true): ProductCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    article: row.article,
    unit: row.unit,
    price: row.price === null ? null : money(row.price),
    old_price: row.oldPrice === null ? null : money(row.oldPrice),
    vat_rate: row.vatRate === null ? DEFAULT_VAT_RATE : Number(row.vatRate),
    price_includes_vat: row.priceIncludesVat !== false,
    stock: row.stock,
    in_stock: sold && row.stock > 0,
    min_qty: row.minQty,
    pack_qty: row.packQty,
    brand: row.brand,
    image: image
      ? {
          id: image.id,
          url: image.url,
          alt: image.alt || row.title,
          width: image.width,
          height: image.height,
        }
      : null,
    is_new: row.isNew,
  };
}
