import type { CartLine, CartList } from '@/lib/api/contract/cart';
import type { Order } from '@/lib/api/contract/orders';
import { lineAmounts, sumAmounts, type Amounts, type VatBasis } from './vat';

/**
 * Issue #13: the VAT split of cart and order lines as the screens show it. The server's own
 * split (net, vat, totals) is the truth and is used whenever the answer carries it; an older
 * answer without it is split here the same way 1C does, from each line's price and basis.
 */

/** A cart line's basis: its own (the buyer's type) when given, else its product's. */
export function cartLineBasis(line: CartLine): VatBasis {
  return {
    rate: line.vat_rate ?? line.product.vat_rate,
    included: line.price_includes_vat ?? line.product.price_includes_vat,
  };
}

/** Null for a line with no price («по запросу»): it adds nothing to the sums. */
export function cartLineSplit(line: CartLine): Amounts | null {
  if (line.price === null) return null;
  if (line.net !== undefined && line.vat !== undefined) {
    return { net: line.net, vat: line.vat, gross: line.total };
  }
  return lineAmounts(line.price, line.quantity, cartLineBasis(line));
}

export function cartTotals(cart: CartList): Amounts {
  if (cart.totals) return cart.totals;
  return sumAmounts(cart.lines.map(cartLineSplit).filter((a): a is Amounts => a !== null));
}

type OrderLine = Order['lines'][number];

/** An order line's basis; null when the order predates VAT facts (shown as it was placed). */
export function orderLineBasis(line: OrderLine, order: Order): VatBasis | null {
  if (line.vat_rate === undefined || order.prices_include_vat === undefined) return null;
  return { rate: line.vat_rate, included: order.prices_include_vat };
}

export function orderLineSplit(line: OrderLine, order: Order): Amounts | null {
  if (line.net !== undefined && line.vat !== undefined) {
    return { net: line.net, vat: line.vat, gross: line.total };
  }
  const basis = orderLineBasis(line, order);
  return basis ? lineAmounts(line.price, line.quantity, basis) : null;
}

/** Null when some line cannot be split: the order then shows its plain total only. */
export function orderTotals(order: Order): Amounts | null {
  if (order.totals) return order.totals;
  const splits = order.lines.map((l) => orderLineSplit(l, order));
  return splits.every((s) => s !== null) ? sumAmounts(splits) : null;
}
