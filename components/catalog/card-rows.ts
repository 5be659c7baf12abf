import type { ProductCard } from '@/lib/api/contract/catalog';
import type { PictureImage } from './product-picture';

/** What a card draws of a product: not the brand, nor the picture's id and alt. */
export type CardView = Omit<ProductCard, 'brand' | 'image'> & { image: PictureImage | null };

/**
 * One card's values in a fixed order. Issue #15: the cards are a client list, so what they are
 * given is the page's RSC payload; as objects, a listing's 24 cards spelled the same 18 keys
 * 24 times (~5 KB of the document). A row carries the values only.
 */
export type CardRow = [
  id: number,
  title: string,
  slug: string,
  article: string,
  unit: string,
  price: ProductCard['price'],
  oldPrice: ProductCard['old_price'],
  vatRate: number,
  priceIncludesVat: boolean,
  stock: number,
  inStock: boolean,
  minQty: number,
  packQty: number,
  image: [url: string, width: number, height: number] | null,
  isNew: boolean,
];

export const cardRow = (p: CardView): CardRow => [
  p.id,
  p.title,
  p.slug,
  p.article,
  p.unit,
  p.price,
  p.old_price,
  p.vat_rate,
  p.price_includes_vat,
  p.stock,
  p.in_stock,
  p.min_qty,
  p.pack_qty,
  p.image && [p.image.url, p.image.width, p.image.height],
  p.is_new,
];

export const cardOfRow = ([
  id,
  title,
  slug,
  article,
  unit,
  price,
  oldPrice,
  vatRate,
  priceIncludesVat,
  stock,
  inStock,
  minQty,
  packQty,
  image,
  isNew,
]: CardRow): CardView => ({
  id,
  title,
  slug,
  article,
  unit,
  price,
  old_price: oldPrice,
  vat_rate: vatRate,
  price_includes_vat: priceIncludesVat,
  stock,
  in_stock: inStock,
  min_qty: minQty,
  pack_qty: packQty,
  image: image && { url: image[0], width: image[1], height: image[2] },
  is_new: isNew,
});
