import type { ProductActions } from '@/components/catalog/product-actions';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { FavouriteButton } from '@/features/favourites/favourite-button';

/** Every product card's controls: the cart's button and the favourites' heart, composed here. */
export const productActions: ProductActions = {
  AddToCart: AddToCartButton,
  Favourite: FavouriteButton,
};
