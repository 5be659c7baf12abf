/**
 * A number as `Intl.NumberFormat('ru-RU', …)` writes it — digits grouped by threes with no-break
 * spaces, a decimal comma, rounded half away from zero on the shortest decimal form — without
 * ICU. Issue #15: building the first `ru-RU` formatter loads the locale's data — about 200 ms
 * of a phone's main thread (Lighthouse's 4× slower CPU) on every page load, and every price on a
 * card needs it. A unit test holds this to Intl's output.
 */

let fallback: Map<string, Intl.NumberFormat> | undefined;

/** Outside plain decimal notation (NaN, ∞, 1e21 and up) Intl itself answers. */
function viaIntl(n: number, min: number, max: number): string {
  fallback ??= new Map();
  const key = `${min}:${max}`;
  let format = fallback.get(key);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    fallback.set(key, format);
  }
  return format.format(n);
}

/** The digits of |n| split at the point, with no exponent (|n| < 1e21). */
function plainDigits(abs: number): [string, string] {
  const text = String(abs);
  if (!text.includes('e')) {
    const [int = '0', frac = ''] = text.split('.');
    return [int, frac];
  }
  // Below 1e-6 String() writes an exponent: "4e-7" → "0" and "0000004".
  const [mantissa = '0', exponent = '0'] = text.split('e');
  const digits = mantissa.replace('.', '');
  const shift = -Number(exponent) - 1;
  return ['0', '0'.repeat(shift) + digits];
}

export function formatRuNumber(n: number, minFraction: number, maxFraction: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return viaIntl(n, minFraction, maxFraction);
  const negative = n < 0 || Object.is(n, -0);
  let [int, frac] = plainDigits(Math.abs(n));
  if (frac.length > maxFraction) {
    const up = frac.charCodeAt(maxFraction) >= 53; // '5' or more
    const kept = int + frac.slice(0, maxFraction);
    const rounded = (BigInt(kept) + (up ? 1n : 0n)).toString().padStart(maxFraction + 1, '0');
    int = rounded.slice(0, rounded.length - maxFraction);
    frac = rounded.slice(rounded.length - maxFraction);
  }
  frac = frac.replace(/0+$/, '').padEnd(minFraction, '0');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${negative ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}
