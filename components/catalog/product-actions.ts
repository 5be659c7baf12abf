import type { ComponentType } from 'react';
import type { ProductCard } from '@/lib/api/contract/catalog';

/**
 * What the buying controls and the price are given of a product. Issue #15: props of client
 * components travel in the page's RSC payload, so the card hands over only what they draw —
 * not the slug, brand or picture.
 */
export type BuyableProduct = Pick<
  ProductCard,
  | 'id'
  | 'title'
  | 'unit'
  | 'price'
  | 'old_price'
  | 'vat_rate'
  | 'price_includes_vat'
  | 'in_stock'
  | 'stock'
  | 'min_qty'
  | 'pack_qty'
>;

/** The buyable part of a product, one object for the price and the cart button alike. */
export const buyable = (p: BuyableProduct): BuyableProduct => ({
  id: p.id,
  title: p.title,
  unit: p.unit,
  price: p.price,
  old_price: p.old_price,
  vat_rate: p.vat_rate,
  price_includes_vat: p.price_includes_vat,
  in_stock: p.in_stock,
  stock: p.stock,
  min_qty: p.min_qty,
  pack_qty: p.pack_qty,
});

/**
 * The buying controls a product shows (cart and favourites), handed in by the route that
 * composes the page: the card is shared UI and knows no feature.
 */
export interface ProductActions {
  /**
   * `titleId`: an element whose text is the product's title (a card's heading). The controls
   * then refer to it for their names instead of spelling the title out again: issue #15, a
   * listing repeated every title twice more in its HTML.
   */
  AddToCart: ComponentType<{ product: BuyableProduct; titleId?: string }>;
  Favourite: ComponentType<{ productId: number }>;
}
