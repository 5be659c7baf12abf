import type { CartInfo, CartList } from '@/lib/api/contract/cart';
import { fromKopecks, lineTotal, toKopecks } from '@/lib/money';

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

/** The cart page's lines: a changed quantity or a removed line (a new line waits for the server). */
export function applyToList(list: CartList, change: CartChange): CartList {
  const lines = list.lines
    .map((l) => {
      if (l.product.id !== change.productId) return l;
      const quantity = nextQuantity(l.quantity, change);
      return { ...l, quantity, total: lineTotal(orZero(l.price), quantity) };
    })
    .filter((l) => l.quantity > 0);
  const total = lines.reduce((sum, l) => sum + toKopecks(l.total), 0n);
  return { ...list, lines, count: lines.length, price_final: fromKopecks(total) };
}
