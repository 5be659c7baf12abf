import { cardRow, type CardView } from './card-rows';
import { ProductCards, type ProductCardsProps } from './product-cards';

/**
 * Product cards in a responsive grid. `row` keeps four columns on wide screens, so the eight
 * cards of a home or related section fill two full rows instead of five and three. The
 * products become rows of what a card draws here, on the server, before they are the client
 * list's props.
 */
export function ProductGrid({
  products,
  ...rest
}: Omit<ProductCardsProps, 'rows'> & { products: CardView[] }) {
  return <ProductCards rows={products.map(cardRow)} {...rest} />;
}
