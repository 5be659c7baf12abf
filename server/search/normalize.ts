/**
 * The JavaScript twin of the SQL functions `vitrina_search_canon`, `vitrina_search_norm`,
 * `vitrina_search_measures` (migration 0013) and `vitrina_article_key` (0002): a query must be
 * cut into words exactly as the index was.
 */

const UPPER = 'ёіў²³';
const LOWER = 'еиу23';
const BEFORE = '(^|[^а-яa-z])';

/** Lower case, ё → е, and one spelling per unit: «м²», «м2», «кв.м» → «квм»; «м³» → «кубм». */
export function canonicalSearchText(text: string): string {
  return Array.from(text.toLowerCase(), (ch) => {
    const i = UPPER.indexOf(ch);
    return i < 0 ? ch : (LOWER[i] ?? ch);
  })
    .join('')
    .replace(new RegExp(`${BEFORE}кв\\.? ?м\\.?(?![а-яa-z0-9])`, 'g'), '$1квм')
    .replace(new RegExp(`${BEFORE}куб\\.? ?м\\.?(?![а-яa-z0-9])`, 'g'), '$1кубм')
    .replace(new RegExp(`${BEFORE}м2(?![0-9])`, 'g'), '$1квм')
    .replace(new RegExp(`${BEFORE}м3(?![0-9])`, 'g'), '$1кубм');
}

/**
 * Canonical text cut into letters and digits: «250x120» → «250 120», «25кг» → «25 кг»,
 * «c16» → «c 16»; anything but letters and digits → space.
 */
export function normalizeSearchText(text: string): string {
  return canonicalSearchText(text)
    .replace(/(\d)[xх](?=\d)/g, '$1 ')
    .replace(/(\d)(?=[a-zа-я])/g, '$1 ')
    .replace(/([a-zа-я])(?=\d)/g, '$1 ')
    .replace(/[^0-9a-zа-я]+/g, ' ')
    .trim();
}

export function searchTokens(text: string): string[] {
  const normal = normalizeSearchText(text);
  return normal ? normal.split(' ') : [];
}

const NUMBER = '[0-9]+(?:[.,][0-9]+)?';
// «нф» (migration 0018): a brick's format, «1НФ» single, «1,4НФ» one and a half: «кирпич 1нф» is
// not a brick of 1,4НФ that has a «1» in it.
export const MEASURE_UNITS = 'мм|см|км|квм|кубм|м|кг|мг|г|т|мл|л|шт|ма|а|квт|вт|в|нф';
/** A number or a size of numbers («3,5», «4,2×75»), as a pattern's source. */
export const SIZE_NUMBERS = `${NUMBER}(?: ?[xх×*] ?${NUMBER})*`;
const MEASURE = new RegExp(`(${SIZE_NUMBERS}) ?(${MEASURE_UNITS})(?![а-яa-z0-9])`, 'g');

/** A number with its unit as the index holds it: «3,5» and «мм» → «3.5мм». */
export interface Measure {
  /** Lexemes, one per number: «3,5×100 мм» → 3.5мм, 100мм. */
  lexemes: string[];
  /** The numbers alone, when the unit is not written in a title («16а» and «C16»). */
  numbers: string[];
  /** As the buyer typed it. */
  text: string;
  start: number;
  end: number;
  /** A decimal typed without a unit (`unitlessSizes`): any unit after it matches. */
  unitless?: boolean;
}

/** Sizes and quantities in a text (canonical text positions). */
export function measuresOf(text: string): Measure[] {
  const canon = canonicalSearchText(text);
  return Array.from(canon.matchAll(MEASURE), (m) => {
    const numbers = (m[1] ?? '').split(/ ?[xх×*] ?/).map((n) => n.replace(',', '.'));
    return {
      lexemes: numbers.map((n) => n + (m[2] ?? '')),
      numbers,
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
    };
  });
}

/**
 * Issue #16: «гипсокартон 9.5» — a decimal typed without its unit is a size whose unit went
 * unsaid. It matches the index's measure lexemes that begin with it (9.5мм), not the «9» and
 * the «5» of «0,5 мм» and «9 м» that the words of a title are cut into. Query side only: the
 * index keeps `measuresOf`.
 */
const BARE_DECIMAL = /(^|[^0-9a-zа-я.,×*])([0-9]+[.,][0-9]+)(?![0-9a-zа-я.,×*])/g;

export function unitlessSizes(text: string, taken: readonly Measure[]): Measure[] {
  return Array.from(canonicalSearchText(text).matchAll(BARE_DECIMAL)).flatMap((m) => {
    const number = m[2] ?? '';
    const start = m.index + (m[1] ?? '').length;
    const end = start + number.length;
    if (taken.some((t) => start < t.end && end > t.start)) return [];
    return [
      {
        lexemes: [number.replace(',', '.')],
        numbers: [],
        text: number,
        start,
        end,
        unitless: true,
      },
    ];
  });
}

const LOOK_ALIKE_FROM = 'авекмнорстху';
const LOOK_ALIKE_TO = 'abekmhopctxy';

/** «СТ 24-0001», «ct240001» and «CT24-0001» are one article to a buyer. */
export function articleKey(text: string): string {
  return Array.from(normalizeSearchText(text).replace(/ /g, ''), (ch) => {
    const i = LOOK_ALIKE_FROM.indexOf(ch);
    return i < 0 ? ch : (LOOK_ALIKE_TO[i] ?? ch);
  }).join('');
}

export const hasDigit = (token: string): boolean => /\d/.test(token);
export const isLatin = (text: string): boolean => /^[a-z]+$/.test(text);
export const isCyrillic = (text: string): boolean => /^[а-яё]+$/.test(text);
