import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '@/lib/format/amount-in-words';

describe('amount in words (invoice, issue #13)', () => {
  it('spells roubles with the right form and keeps kopecks as two digits', () => {
    expect(amountInWords('123.45')).toBe('Сто двадцать три белорусских рубля 45 копеек');
    expect(amountInWords('0')).toBe('Ноль белорусских рублей 00 копеек');
    expect(amountInWords('1.01')).toBe('Один белорусский рубль 01 копейка');
    expect(amountInWords('2.02')).toBe('Два белорусских рубля 02 копейки');
    expect(amountInWords('5.05')).toBe('Пять белорусских рублей 05 копеек');
    expect(amountInWords('11.11')).toBe('Одиннадцать белорусских рублей 11 копеек');
    expect(amountInWords('21.21')).toBe('Двадцать один белорусский рубль 21 копейка');
    expect(amountInWords('101.00')).toBe('Сто один белорусский рубль 00 копеек');
    expect(amountInWords('112.12')).toBe('Сто двенадцать белорусских рублей 12 копеек');
    expect(amountInWords('1000')).toBe('Одна тысяча белорусских рублей 00 копеек');
    expect(amountInWords('2000000.99')).toBe('Два миллиона белорусских рублей 99 копеек');
  });

  it('spells kopecks in the feminine when asked', () => {
    expect(amountInWords('0.01', { kopecks: 'words' })).toBe(
      'Ноль белорусских рублей одна копейка',
    );
    expect(amountInWords('3.02', { kopecks: 'words' })).toBe('Три белорусских рубля две копейки');
    expect(amountInWords('0.21', { kopecks: 'words' })).toBe(
      'Ноль белорусских рублей двадцать одна копейка',
    );
    expect(amountInWords('0.00', { kopecks: 'words' })).toBe('Ноль белорусских рублей ноль копеек');
  });

  it('puts thousands in the feminine and millions in the masculine', () => {
    expect(numberInWords(1000n)).toBe('одна тысяча');
    expect(numberInWords(2000n)).toBe('две тысячи');
    expect(numberInWords(5000n)).toBe('пять тысяч');
    expect(numberInWords(11_000n)).toBe('одиннадцать тысяч');
    expect(numberInWords(21_000n)).toBe('двадцать одна тысяча');
    expect(numberInWords(1_000_000n)).toBe('один миллион');
    expect(numberInWords(2_000_000n)).toBe('два миллиона');
    expect(numberInWords(5_000_000n)).toBe('пять миллионов');
    expect(numberInWords(1_002_001n)).toBe('один миллион две тысячи один');
    expect(numberInWords(2_000_000_000n)).toBe('два миллиарда');
    expect(numberInWords(999_999n)).toBe(
      'девятьсот девяносто девять тысяч девятьсот девяносто девять',
    );
    expect(numberInWords(1n, 'f')).toBe('одна');
    expect(numberInWords(12_345_678n)).toBe(
      'двенадцать миллионов триста сорок пять тысяч шестьсот семьдесят восемь',
    );
  });

  it('refuses negative amounts rather than spelling a wrong one', () => {
    expect(() => amountInWords('-1.00')).toThrow();
  });
});
