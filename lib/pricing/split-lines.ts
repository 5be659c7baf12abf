import type { CartLine } from '@/lib/api/contract/cart';
import type { Order } from '@/lib/api/contract/orders';
import type { Amounts, VatBasis } from './vat';

/**
 * Issue #13: the VAT split of cart and order lines as the screens show them. The server splits
 * every line as 1C does (net, vat, total with VAT); the screens only pick the part the buyer's
 * display mode asks for, so the cart, the order and the invoice agree to the kopeck.
 */

export const cartLineBasis = (line: CartLine): VatBasis => ({
  rate: line.vat_rate,
  included: line.price_includes_vat,
});

/** Null for a line with no price («по запросу»): it adds nothing to the sums. */
export function cartLineSplit(line: CartLine): Amounts | null {
  return line.price === null ? null : { net: line.net, vat: line.vat, gross: line.total };
}

type OrderLine = Order['lines'][number];

/** An order's prices are all in one basis: the one its price type had when it was placed. */
export const orderLineBasis = (line: OrderLine, order: Order): VatBasis => ({
  rate: line.vat_rate,
  included: order.prices_include_vat,
});

export const orderLineSplit = (line: OrderLine): Amounts => ({
  net: line.net,
  vat: line.vat,
  gross: line.total,
});
