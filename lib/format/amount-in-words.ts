import { toKopecks } from '../money';
import { plural } from './numbers';

/**
 * An amount in Russian words as a Belarusian счёт на оплату writes it (issue #13):
 * «Сто двадцать три белорусских рубля 45 копеек». Roubles are spelt out, kopecks stay two
 * digits (as 1C prints them) or are spelt out too on request; every noun agrees with its number
 * and gender — рубль and миллион are masculine, копейка and тысяча feminine.
 */

type Gender = 'm' | 'f';
type Forms = readonly [string, string, string];

const UNITS_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_F = ['', 'одна', 'две', ...UNITS_M.slice(3)];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Each power of a thousand above the units: its gender and its three forms. */
const SCALES: readonly { gender: Gender; forms: Forms }[] = [
  { gender: 'f', forms: ['тысяча', 'тысячи', 'тысяч'] },
  { gender: 'm', forms: ['миллион', 'миллиона', 'миллионов'] },
  { gender: 'm', forms: ['миллиард', 'миллиарда', 'миллиардов'] },
  { gender: 'm', forms: ['триллион', 'триллиона', 'триллионов'] },
];

export const ROUBLE_FORMS: Forms = ['белорусский рубль', 'белорусских рубля', 'белорусских рублей'];
export const KOPECK_FORMS: Forms = ['копейка', 'копейки', 'копеек'];

/** 0–999 in words; '' for 0. */
function triad(n: number, gender: Gender): string {
  const words = [HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]);
  else {
    words.push(TENS[Math.floor(rest / 10)]);
    words.push((gender === 'f' ? UNITS_F : UNITS_M)[rest % 10]);
  }
  return words.filter(Boolean).join(' ');
}

/** A whole number in words, agreeing with a noun of `gender`: 0 → «ноль», 1 000 → «одна тысяча». */
export function numberInWords(value: bigint, gender: Gender = 'm'): string {
  if (value < 0n) throw new Error(`Отрицательное число: ${value}`);
  if (value === 0n) return 'ноль';
  const triads: number[] = [];
  for (let v = value; v > 0n; v /= 1000n) triads.push(Number(v % 1000n));
  if (triads.length > SCALES.length + 1) throw new Error(`Слишком большое число: ${value}`);
  const words: string[] = [];
  for (let i = triads.length - 1; i >= 0; i--) {
    const n = triads[i] ?? 0;
    const scale = SCALES[i - 1];
    if (n === 0) continue;
    if (!scale) words.push(triad(n, gender));
    else words.push(triad(n, scale.gender), plural(n, scale.forms));
  }
  return words.join(' ');
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "123.45" → «Сто двадцать три белорусских рубля 45 копеек». With `kopecks: 'words'` the
 * kopecks are spelt out as well: «… одна копейка».
 */
export function amountInWords(
  money: string,
  options: { kopecks?: 'digits' | 'words' } = {},
): string {
  const total = toKopecks(money);
  if (total < 0n) throw new Error(`Отрицательная сумма: ${money}`);
  const roubles = total / 100n;
  const kopecks = Number(total % 100n);
  const roubleWord = plural(Number(roubles % 100n), ROUBLE_FORMS);
  const kopeckNumber =
    options.kopecks === 'words'
      ? numberInWords(BigInt(kopecks), 'f')
      : String(kopecks).padStart(2, '0');
  return capitalize(
    `${numberInWords(roubles)} ${roubleWord} ${kopeckNumber} ${plural(kopecks, KOPECK_FORMS)}`,
  );
}
