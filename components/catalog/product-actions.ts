import type { ComponentType } from 'react';
import type { ProductCard } from '@/lib/api/contract/catalog';

/**
 * The buying controls a product shows (cart and favourites), handed in by the route that
 * composes the page: the card is shared UI and knows no feature.
 */
export interface ProductActions {
  AddToCart: ComponentType<{ product: ProductCard }>;
  Favourite: ComponentType<{ productId: number }>;
}
