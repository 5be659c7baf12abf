import { fromKopecks, toKopecks } from '../money';
import type { VatMode } from './vat-modes';

/**
 * VAT the way 1C counts it (issue #13). Every price belongs to a price type that either
 * includes VAT («Налог/УчтеноВСумме» = true) or not; each line's VAT is computed from the
 * line's own sum and rounded to the kopeck (half away from zero), and an order's totals are
 * the sums of its lines — so the invoice, the cart and 1C's document agree to the kopeck.
 */

/** Belarus's standard rate: a product 1C sent without «СтавкиНалогов» is taxed at it. */
export const DEFAULT_VAT_RATE = 20;

export interface VatBasis {
  /** Per cent: 20, 10, 0. */
  rate: number;
  /** Whether the price already contains the VAT. */
  included: boolean;
}

export interface Amounts {
  /** Without VAT. */
  net: string;
  vat: string;
  /** With VAT: what is paid. */
  gross: string;
}

/** The rate in hundredths of a per cent, so 20 % and 0.5 % alike stay exact integers. */
const basisPoints = (rate: number) => BigInt(Math.round(rate * 100));

/** n / d rounded half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return negative ? -q : q;
}

function split(sum: bigint, basis: VatBasis): { net: bigint; vat: bigint; gross: bigint } {
  const bp = basisPoints(basis.rate);
  if (basis.included) {
    const vat = divRound(sum * bp, 10_000n + bp);
    return { net: sum - vat, vat, gross: sum };
  }
  const vat = divRound(sum * bp, 10_000n);
  return { net: sum, vat, gross: sum + vat };
}

const strings = (k: { net: bigint; vat: bigint; gross: bigint }): Amounts => ({
  net: fromKopecks(k.net),
  vat: fromKopecks(k.vat),
  gross: fromKopecks(k.gross),
});

/** One line: price (in its type's basis) × quantity, then VAT from that sum. */
export function lineAmounts(price: string, quantity: number, basis: VatBasis): Amounts {
  return strings(split(toKopecks(price) * BigInt(quantity), basis));
}

/** Totals of lines already split: sums of their own rounded parts, never re-rounded. */
export function sumAmounts(lines: readonly Amounts[]): Amounts {
  const total = { net: 0n, vat: 0n, gross: 0n };
  for (const l of lines) {
    total.net += toKopecks(l.net);
    total.vat += toKopecks(l.vat);
    total.gross += toKopecks(l.gross);
  }
  return strings(total);
}

/** A unit price as the buyer asked to see it. */
export function priceInMode(price: string, basis: VatBasis, mode: VatMode): string {
  const amounts = split(toKopecks(price), basis);
  return fromKopecks(mode === 'with' ? amounts.gross : amounts.net);
}
