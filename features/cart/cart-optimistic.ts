import type { CartInfo, CartList } from '@/lib/api/contract/cart';
import { fromKopecks, lineTotal, toKopecks } from '@/lib/money';
import { cartLineBasis, cartLineSplit } from '@/lib/pricing/split-lines';
import { lineAmounts, sumAmounts, type Amounts } from '@/lib/pricing/vat';

/**
 * What a cart call is about to do, applied to the cached answers at once (the server's
 * answer replaces it a moment later). Pure, like vercel/commerce's cart reducer.
 */
export type CartChange =
  | { kind: 'add'; productId: number; quantity: number; price: string | null }
  | { kind: 'set'; productId: number; quantity: number; price: string | null }
  | { kind: 'remove'; productId: number; price: string | null };

// A «по запросу» line counts nothing towards the total (the server refuses to order it).
const orZero = (price: string | null) => price ?? '0';

function nextQuantity(current: number, change: CartChange): number {
  if (change.kind === 'add') return current + change.quantity;
  if (change.kind === 'set') return change.quantity;
  return 0;
}

export function applyToInfo(info: CartInfo, change: CartChange): CartInfo {
  const current = info.items.find((i) => i.product_id === change.productId)?.quantity ?? 0;
  const quantity = nextQuantity(current, change);
  const items =
    quantity === 0
      ? info.items.filter((i) => i.product_id !== change.productId)
      : current === 0
        ? [...info.items, { product_id: change.productId, quantity }]
        : info.items.map((i) => (i.product_id === change.productId ? { ...i, quantity } : i));
  const delta =
    toKopecks(lineTotal(orZero(change.price), quantity)) -
    toKopecks(lineTotal(orZero(change.price), current));
  return {
    ...info,
    items,
    count: items.length,
    price_final: fromKopecks(toKopecks(info.price_final) + delta),
  };
}

/**
 * The cart page's lines: a changed quantity or a removed line (a new line waits for the server).
 * A changed line is split by VAT here as the server would (issue #13), so the line sum and the
 * three totals move together; the server's answer replaces them a moment later.
 */
export function applyToList(list: CartList, change: CartChange): CartList {
  const lines = list.lines
    .map((l) => {
      if (l.product.id !== change.productId) return l;
      const quantity = nextQuantity(l.quantity, change);
      if (l.price === null) return { ...l, quantity, total: lineTotal('0', quantity) };
      const split = lineAmounts(l.price, quantity, cartLineBasis(l));
      return { ...l, quantity, total: split.gross, net: split.net, vat: split.vat };
    })
    .filter((l) => l.quantity > 0);
  const totals = sumAmounts(lines.map(cartLineSplit).filter((a): a is Amounts => a !== null));
  return { ...list, lines, count: lines.length, price_final: totals.gross, totals };
}
