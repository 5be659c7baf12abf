import { lineAmounts, priceInMode, sumAmounts } from '@/lib/pricing/vat';
import { priceAtQuantity } from '@/lib/pricing/price-breaks';

describe('VAT per line, as 1C rounds it', () => {
  it('takes the VAT out of a price that includes it, per line', () => {
    // 12.35 × 3 = 37.05; VAT 20/120 of it = 6.175 → 6.18 (half away from zero)
    expect(lineAmounts('12.35', 3, { rate: 20, included: true })).toEqual({
      net: '30.87',
      vat: '6.18',
      gross: '37.05',
    });
  });

  it('adds the VAT to a price without it', () => {
    // 10.05 × 7 = 70.35; VAT 20 % = 14.07
    expect(lineAmounts('10.05', 7, { rate: 20, included: false })).toEqual({
      net: '70.35',
      vat: '14.07',
      gross: '84.42',
    });
    expect(lineAmounts('3.33', 3, { rate: 10, included: false }).vat).toBe('1.00');
    expect(lineAmounts('99.99', 5, { rate: 0, included: true }).vat).toBe('0.00');
  });

  it('sums the rounded lines rather than rounding the sum', () => {
    const lines = [1, 2, 3].map(() => lineAmounts('0.05', 1, { rate: 20, included: true }));
    // each line: 0.05 → VAT 0.00833 → 0.01; three lines 0.03, where 0.15 at once would give 0.03 too
    expect(sumAmounts(lines)).toEqual({ net: '0.12', vat: '0.03', gross: '0.15' });
    const odd = [
      lineAmounts('0.07', 1, { rate: 20, included: true }),
      lineAmounts('0.07', 1, { rate: 20, included: true }),
    ];
    // 0.07 → VAT 0.01167 → 0.01 per line; 0.14 at once would be 0.02333 → 0.02: equal here
    expect(sumAmounts(odd).vat).toBe('0.02');
    const three = Array.from({ length: 3 }, () =>
      lineAmounts('0.03', 1, { rate: 20, included: true }),
    );
    // 0.03 → VAT 0.005 → 0.01 per line = 0.03; the sum 0.09 would give 0.015 → 0.02
    expect(sumAmounts(three).vat).toBe('0.03');
  });

  it('shows a unit price with or without VAT whichever way it was given', () => {
    expect(priceInMode('120.00', { rate: 20, included: true }, 'without')).toBe('100.00');
    expect(priceInMode('120.00', { rate: 20, included: true }, 'with')).toBe('120.00');
    expect(priceInMode('100.00', { rate: 20, included: false }, 'with')).toBe('120.00');
    expect(priceInMode('11.20', { rate: 10, included: false }, 'with')).toBe('12.32');
  });
});

describe('volume breaks', () => {
  const breaks = [
    { min_quantity: 50, price: '9.90' },
    { min_quantity: 10, price: '11.20' },
  ];
  it('applies the highest break a quantity reaches', () => {
    expect(priceAtQuantity('12.50', breaks, 9)).toBe('12.50');
    expect(priceAtQuantity('12.50', breaks, 10)).toBe('11.20');
    expect(priceAtQuantity('12.50', breaks, 49)).toBe('11.20');
    expect(priceAtQuantity('12.50', breaks, 500)).toBe('9.90');
  });
  it('never raises a price and keeps «по запросу»', () => {
    expect(priceAtQuantity('5.00', breaks, 100)).toBe('5.00');
    expect(priceAtQuantity(null, breaks, 100)).toBeNull();
  });
});
