import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from '@/lib/format/numbers';
import { formatRuNumber } from '@/lib/format/ru-number';

// The shop writes numbers without ICU (issue #15): what it writes must be what Intl writes.
const intlPrice = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlCount = new Intl.NumberFormat('ru-RU');

const numbers = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => n / 100),
);

describe('formatRuNumber', () => {
  it('writes any number as Intl ru-RU does, for prices and for counts', () => {
    fc.assert(
      fc.property(numbers, (n) => {
        expect(formatRuNumber(n, 2, 2)).toBe(intlPrice.format(n));
        expect(formatRuNumber(n, 0, 3)).toBe(intlCount.format(n));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds half away from zero on the decimal form and groups with no-break spaces', () => {
    expect(formatRuNumber(1.005, 2, 2)).toBe('1,01');
    expect(formatRuNumber(0.0005, 0, 3)).toBe('0,001');
    expect(formatRuNumber(999.995, 2, 2)).toBe('1\u00a0000,00');
    expect(formatRuNumber(-1234.5, 0, 3)).toBe('-1\u00a0234,5');
    expect(formatRuNumber(4e-7, 0, 3)).toBe('0');
    expect(formatRuNumber(1e21, 0, 3)).toBe(intlCount.format(1e21));
    expect(formatRuNumber(Number.NaN, 2, 2)).toBe(intlPrice.format(Number.NaN));
  });

  it('formats a price string and a count the way the cards show them', () => {
    expect(formatPrice('1234.5')).toBe('1\u00a0234,50\u00a0₽');
    expect(formatPrice(null)).not.toMatch(/\d/);
    expect(formatCount(12345)).toBe('12\u00a0345');
  });
});
