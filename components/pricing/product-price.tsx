'use client';

import type { ReactNode } from 'react';
import type { ProductCard } from '@/lib/api/contract/catalog';
import { TEXT_YOUR_PRICE } from '@/lib/constants-frame';
import { formatPrice } from '@/lib/format/numbers';
import { priceInMode } from '@/lib/pricing/vat';
import { Price } from './price';
import { signedInIsland } from '@/components/session/signed-in-island';
import type { PersonalPriceEntry } from './personal-price-batch';
import { useVatMode } from './vat-mode';
import styles from './price.module.css';

type PricedProduct = Pick<ProductCard, 'id' | 'price' | 'vat_rate' | 'price_includes_vat'> &
  Partial<Pick<ProductCard, 'old_price'>>;

/** The basis a product's price is in. */
const basisOf = (p: PricedProduct) => ({ rate: p.vat_rate, included: p.price_includes_vat });

export interface ProductPriceProps {
  product: PricedProduct;
  testId?: string;
  className?: string;
  /** The crossed-out old price's class; no old price shows without it. */
  oldClassName?: string;
  /** Extra markup right after the figure (e.g. «/ шт»), shown only when there is a price. */
  unit?: ReactNode;
}

/**
 * A product's price as this visitor pays it: the base type's from the page, replaced by the
 * signed-in buyer's own (`personal`, fetched by the browser) once it arrives.
 */
export function ProductPriceView({
  product,
  testId,
  className,
  oldClassName,
  unit,
  personal,
}: ProductPriceProps & { personal: PersonalPriceEntry | null }) {
  const mode = useVatMode();
  const own = personal !== null && !personal.priceType.is_base ? personal.price : null;
  const price = own ? own.price : product.price;
  const basis = own ? { rate: own.vat_rate, included: own.price_includes_vat } : basisOf(product);
  // The old price belongs to the base type: beside a contract price it would mislead.
  const old = !own && price !== null && product.old_price ? product.old_price : null;
  return (
    <>
      <Price
        price={price}
        basis={basis}
        testId={testId}
        className={className}
        suffix={unit}
        personal={own !== null}
      />
      {old !== null && oldClassName && (
        <s className={oldClassName}>{formatPrice(basis ? priceInMode(old, basis, mode) : old)}</s>
      )}
      {own && price !== null && (
        <span className={styles.personal} data-testid="personal-price-mark">
          {TEXT_YOUR_PRICE}
        </span>
      )}
    </>
  );
}

function BasePrice(props: ProductPriceProps) {
  return <ProductPriceView {...props} personal={null} />;
}

/** The buyer's own price comes with the live part (pricing-live.tsx), for a signed-in visitor. */
export const ProductPrice = signedInIsland(
  () => import('./pricing-live').then((m) => m.ProductPriceLive),
  BasePrice,
);
