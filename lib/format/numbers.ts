import { CURRENCY_SIGN, TEXT_PRICE_ON_REQUEST } from '@/lib/constants-frame';
import { formatRuNumber } from './ru-number';

/**
 * "1234.5" → "1 234,50 ₽" (a no-break space before the sign keeps it on the number's line);
 * null (1C sent no price) → «Цена по запросу», never "0 ₽".
 */
export const formatPrice = (money: string | null): string =>
  money === null
    ? TEXT_PRICE_ON_REQUEST
    : `${formatRuNumber(Number(money), 2, 2)}\u00a0${CURRENCY_SIGN}`;

export const formatCount = (n: number): string => formatRuNumber(n, 0, 3);

/** Russian plural: plural(5, ['товар', 'товара', 'товаров']) → 'товаров'. */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

export const productsCount = (n: number): string =>
  `${formatCount(n)} ${plural(n, ['товар', 'товара', 'товаров'])}`;

/** Share of the old price taken off, rounded; null when there is no real discount. */
export function discountPercent(price: string | null, oldPrice: string | null): number | null {
  if (oldPrice === null || price === null) return null;
  const was = Number(oldPrice);
  const now = Number(price);
  if (!(was > now) || was <= 0) return null;
  const percent = Math.round((1 - now / was) * 100);
  return percent > 0 ? percent : null;
}
