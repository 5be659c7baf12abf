import { MAX_LINE_QUANTITY } from '@/lib/api/contract/cart';

export interface QuantityFacts {
  title: string;
  unit: string;
  stock: number;
  minQty: number;
  packQty: number;
  isActive: boolean;
  /** Null: «цена по запросу» — such a product is not sold through the cart. */
  price: string | null;
}

export const priceOnRequestProblem = (title: string) =>
  `Цена товара «${title}» — по запросу: оформите заявку менеджеру.`;

function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

// Abbreviated units (шт, м², кг, упак) read well after any number; whole words need a case.
const WORD_UNITS: Record<string, [string, string, string]> = {
  мешок: ['мешок', 'мешка', 'мешков'],
  рулон: ['рулон', 'рулона', 'рулонов'],
  лист: ['лист', 'листа', 'листов'],
};

/** "5 мешков", "12 шт": a quantity with its unit in good Russian. */
export function formatQuantity(n: number, unit: string): string {
  const forms = WORD_UNITS[unit];
  return `${n} ${forms ? plural(n, ...forms) : unit}`;
}

/** Most of a product one line may hold: the stock, rounded down to whole packs. */
export function lineLimit(p: QuantityFacts): number {
  const cap = Math.min(p.stock, MAX_LINE_QUANTITY);
  return Math.max(0, cap - (cap % p.packQty));
}

/** Whether the product can be bought at all; null when it can. */
export function availabilityProblem(p: QuantityFacts): string | null {
  if (!p.isActive) return `Товар «${p.title}» больше не продаётся.`;
  if (p.price === null) return priceOnRequestProblem(p.title);
  if (p.stock <= 0 || lineLimit(p) < p.minQty) return `Товара «${p.title}» нет в наличии.`;
  return null;
}

/** Why a line of `quantity` cannot be kept or ordered; null when it can. */
export function quantityProblem(p: QuantityFacts, quantity: number): string | null {
  const unavailable = availabilityProblem(p);
  if (unavailable) return unavailable;
  if (quantity < p.minQty) {
    return `Минимальное количество товара «${p.title}» для заказа — ${formatQuantity(p.minQty, p.unit)}.`;
  }
  const pack = packProblem(p, quantity);
  if (pack) return pack;
  if (quantity > p.stock)
    return `Товара «${p.title}» на складе только ${formatQuantity(p.stock, p.unit)}.`;
  return null;
}

/** The pack rule alone: an added amount must be whole packs too. */
export function packProblem(p: QuantityFacts, quantity: number): string | null {
  if (quantity % p.packQty === 0) return null;
  return `Товар «${p.title}» продаётся упаковками по ${formatQuantity(p.packQty, p.unit)}: количество должно быть кратно ${p.packQty}.`;
}
