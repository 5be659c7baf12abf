'use client';

import type { Product } from '@/lib/api/contract/catalog';
import { TEXT_PRICE_BREAKS, textBreakFrom } from '@/lib/constants-screens';
import { formatCount } from '@/lib/format/numbers';
import { Price } from './price';
import { signedInIsland } from '@/components/session/signed-in-island';
import type { PersonalPriceEntry } from './personal-price-batch';
import { useVatMode } from './vat-mode';
import { vatNote } from './price';
import styles from './price-breaks.module.css';

export type BreaksProduct = Pick<
  Product,
  'id' | 'unit' | 'price' | 'vat_rate' | 'price_includes_vat' | 'breaks'
>;

/**
 * Issue #13: «от 10 шт — 11,20 ₽» on the product page. A signed-in buyer sees the breaks of
 * their own price type (from their own request); everyone else the base type's from the page.
 */
export function PriceBreaksView({
  product,
  personal,
}: {
  product: BreaksProduct;
  personal: PersonalPriceEntry | null;
}) {
  const mode = useVatMode();
  const own = personal !== null && !personal.priceType.is_base ? personal.price : null;
  const breaks = own ? own.breaks : product.breaks;
  const basis = own
    ? { rate: own.vat_rate, included: own.price_includes_vat }
    : { rate: product.vat_rate, included: product.price_includes_vat };
  if ((own ? own.price : product.price) === null || breaks.length === 0) return null;
  return (
    <section className={styles.breaks} aria-labelledby="price-breaks" data-testid="price-breaks">
      <h2 id="price-breaks" className={styles.title}>
        {TEXT_PRICE_BREAKS}, {vatNote(mode)}
      </h2>
      <table className={styles.table}>
        <tbody>
          {breaks.map((b) => (
            <tr key={b.min_quantity}>
              <th scope="row">{textBreakFrom(formatCount(b.min_quantity), product.unit)}</th>
              <td>
                <Price
                  price={b.price}
                  basis={basis}
                  note={false}
                  testId="price-break"
                  personal={own !== null}
                />
                <span className={styles.unit}>&nbsp;за&nbsp;1&nbsp;{product.unit}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function BaseBreaks({ product }: { product: BreaksProduct }) {
  return <PriceBreaksView product={product} personal={null} />;
}

/** The buyer's own breaks come with the live part (pricing-live.tsx), for a signed-in visitor. */
export const PriceBreaks = signedInIsland(
  () => import('./pricing-live').then((m) => m.PriceBreaksLive),
  BaseBreaks,
);
