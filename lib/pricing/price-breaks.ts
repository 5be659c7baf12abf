/** A volume break: from `min_quantity` pieces on, one piece costs `price`. */
export interface PriceBreak {
  min_quantity: number;
  price: string;
}

/**
 * The unit price at a quantity: the highest break the quantity reaches, else the type's own
 * price. Breaks never raise a price: a break dearer than the plain price is ignored.
 */
export function priceAtQuantity(
  price: string | null,
  breaks: readonly PriceBreak[],
  quantity: number,
): string | null {
  if (price === null) return null;
  let best = price;
  let reached = 0;
  for (const b of breaks) {
    if (
      b.min_quantity <= quantity &&
      b.min_quantity >= reached &&
      Number(b.price) <= Number(price)
    ) {
      best = b.price;
      reached = b.min_quantity;
    }
  }
  return best;
}
