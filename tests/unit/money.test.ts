import { fromKopecks, lineTotal, sumMoney, toKopecks } from '@/lib/money';

describe('lib/money: one module for the server and the browser', () => {
  it('reads the API amounts exactly, with one or two decimals and a sign', () => {
    expect(toKopecks('12.34')).toBe(1234n);
    expect(toKopecks(' 7.5 ')).toBe(750n);
    expect(toKopecks('-0.01')).toBe(-1n);
    expect(toKopecks('100000')).toBe(10_000_000n);
    expect(fromKopecks(-1n)).toBe('-0.01');
    expect(lineTotal('0.10', 3)).toBe('0.30');
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
  });

  it('refuses a bad amount instead of counting it as zero', () => {
    for (const bad of ['', 'abc', '1,50', '1.234', '1 200.00', 'NaN'])
      expect(() => toKopecks(bad), bad).toThrow('Некорректная сумма');
  });
});
