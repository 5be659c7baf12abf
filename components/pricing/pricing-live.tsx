'use client';

import { withQueryClient } from '@/components/providers/query-provider';
import { PriceBreaksView, type BreaksProduct } from './price-breaks';
import { ProductPriceView, type ProductPriceProps } from './product-price';
import { usePersonalPrice } from './use-personal-price';

/**
 * Issue #15: prices as a signed-in buyer sees them — their own, fetched by their browser with
 * react-query. Loaded only for such a visitor (signedInIsland); the cached page keeps the base.
 */

export const ProductPriceLive = withQueryClient(function ProductPriceLive(
  props: ProductPriceProps,
) {
  return <ProductPriceView {...props} personal={usePersonalPrice(props.product.id)} />;
});

export const PriceBreaksLive = withQueryClient(function PriceBreaksLive({
  product,
}: {
  product: BreaksProduct;
}) {
  return <PriceBreaksView product={product} personal={usePersonalPrice(product.id)} />;
});
