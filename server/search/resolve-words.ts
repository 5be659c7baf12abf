import 'server-only';
import { swapLayout } from './keyboard';
import {
  canonicalSearchText,
  hasDigit,
  isCyrillic,
  isLatin,
  measuresOf,
  normalizeSearchText,
  searchTokens,
  SIZE_NUMBERS,
  unitlessSizes,
  type Measure,
} from './normalize';
import {
  cyrillicLookalikeLatin,
  cyrillicToBrandLatin,
  cyrillicToLatin,
  latinToCyrillic,
} from '@/lib/translit';

// The first step of reading a search text (resolveQueries): its words, each with its re-readings
// on the other layout and in the other alphabet, before the catalogue's dictionary is asked.

/** More words than this are noise for a product search; the rest is ignored. */
const MAX_CHUNKS = 8;

function variantsOf(chunk: string): string[][] {
  const typed = searchTokens(chunk);
  if (typed.length === 0 || typed.some(hasDigit)) return typed.length ? [typed] : [];
  const out: string[][] = [typed];
  const add = (text: string | null) => {
    if (!text) return;
    const tokens = searchTokens(text);
    if (tokens.length && !out.some((v) => v.join(' ') === tokens.join(' '))) out.push(tokens);
  };
  add(swapLayout(chunk));
  const normal = normalizeSearchText(chunk);
  if (isLatin(normal)) add(latinToCyrillic(normal));
  else if (isCyrillic(normal)) {
    add(cyrillicToLatin(normal));
    add(cyrillicToBrandLatin(normal));
    add(cyrillicLookalikeLatin(normal));
  }
  return out;
}

/** A text cut into words and their re-readings, before the dictionary is asked. */
export interface Prepared {
  measures: Measure[];
  /** How many chunks come before each measure. */
  measureAt: number[];
  perChunk: string[][][];
  /** Each of `perChunk`'s chunks as it stands in the (canonical) text. */
  chunks: string[];
  typed: string[];
  /** Its words without digits: the ones the dictionary is asked about. */
  asked: string[];
}

/** «брус 100х» is a size still being typed («100х150»): its sign is not a word. */
const UNFINISHED_SIZE = /(\d)\s*[xх×*]\s*$/u;

/**
 * «брус 100 на 100»: a size said aloud is «100х100». Whole numbers only: «2,5х50» typed without
 * a unit is cut into «2», «5», «50» (as a title's «0,5 кг» is), while «2,5 на 50» reads «2,5» as
 * a size whose unit went unsaid (`unitlessSizes`).
 */
const SIZE_SAID = /(^|[^0-9.,])([0-9]+)\s+на\s+(?=[0-9]+(?![0-9.,]))/giu;

/**
 * Units written out after a number, as buyers say them («рулетка 5 метров», «10 литров»,
 * «16 ампер», «10 квадратов»), in the spelling titles use. Query side only: titles abbreviate.
 */
const UNIT_WORDS: readonly [RegExp, string][] = [
  [/миллиметр(?:а|ов)?/, 'мм'],
  [/сантиметр(?:а|ов)?/, 'см'],
  [/(?:квадратн(?:ый|ых|ого)\s+)метр(?:а|ов)?|квадрат(?:а|ов)?/, 'м²'],
  [/(?:кубическ(?:ий|их|ого)\s+)метр(?:а|ов)?|куб(?:а|ов)?/, 'м³'],
  [/погонн(?:ый|ых|ого)\s+метр(?:а|ов)?|метр(?:а|ов)?/, 'м'],
  [/литр(?:а|ов)?/, 'л'],
  [/килограмм(?:а|ов)?|кило/, 'кг'],
  [/грамм(?:а|ов)?/, 'г'],
  [/тонн(?:а|ы)?/, 'т'],
  [/миллиампер(?:а|ов)?/, 'ма'],
  [/ампер(?:а|ов)?/, 'а'],
  [/киловатт(?:а|ов)?/, 'квт'],
  [/ватт(?:а|ов)?/, 'вт'],
  [/вольт(?:а|ов)?/, 'в'],
  [/штук(?:а|и)?/, 'шт'],
];
const UNIT_WORD = new RegExp(
  `(\\d)\\s*(${UNIT_WORDS.map(([re]) => re.source).join('|')})(?![а-яёa-z0-9])`,
  'giu',
);
const WHOLE_UNIT_WORDS = UNIT_WORDS.map(
  ([re, unit]) => [new RegExp(`^(?:${re.source})$`, 'iu'), unit] as const,
);

/**
 * Units in Latin letters, as typed on the other layout or copied from a supplier's sheet
 * («рулетка 5m», «цемент 50kg», «узо 30ma»). Only after a number standing on its own and before
 * a space or the end: «GSB 18V-21» and «C16» are a model's and a curve's codes. A size's sign
 * between spaces is joined first (SPACED_TIMES), so the measures' own size pattern reads it.
 */
const LATIN_UNITS: Readonly<Record<string, string>> = {
  mm: 'мм',
  cm: 'см',
  m: 'м',
  m2: 'м²',
  m3: 'м³',
  kg: 'кг',
  g: 'г',
  l: 'л',
  ml: 'мл',
  ma: 'ма',
  a: 'а',
  kw: 'квт',
  w: 'вт',
  v: 'в',
  pcs: 'шт',
};
const LATIN_UNIT = new RegExp(
  `(^|[^0-9a-zа-яё.,-])(${SIZE_NUMBERS})\\s*(${Object.keys(LATIN_UNITS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?=$|[\\s,;)])`,
  'giu',
);

/** «4,8 х 35»: the sign of a size typed with spaces round it joins its numbers. */
const SPACED_TIMES = /(\d)(?:\s+[xх×*]\s*|\s*[xх×*]\s+)(?=\d)/giu;

/** A buyer's way of saying sizes, rewritten the way titles write them (query side only). */
export function sizesAsWritten(text: string): string {
  return text
    .replace(SPACED_TIMES, '$1х')
    .replace(LATIN_UNIT, (whole, before: string, number: string, unit: string) => {
      const written = LATIN_UNITS[unit.toLowerCase()];
      return written ? `${before}${number} ${written}` : whole;
    })
    .replace(SIZE_SAID, '$1$2х')
    .replace(UNIT_WORD, (whole, digit: string, word: string) => {
      const unit = WHOLE_UNIT_WORDS.find(([re]) => re.test(word))?.[1];
      return unit ? `${digit} ${unit}` : whole;
    });
}

export function prepare(input: string): Prepared {
  const text = sizesAsWritten(input).replace(UNFINISHED_SIZE, '$1');
  // Sizes and quantities are read whole («25кг», «3,5×100 мм»); the rest word by word.
  const withUnits = measuresOf(text);
  const measures = [...withUnits, ...unitlessSizes(text, withUnits)].sort(
    (a, b) => a.start - b.start,
  );
  let rest = canonicalSearchText(text);
  for (const m of measures)
    rest = rest.slice(0, m.start) + ' '.repeat(m.end - m.start) + rest.slice(m.end);
  const read = rest
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_CHUNKS)
    .map((chunk) => ({ chunk, variants: variantsOf(chunk) }))
    .filter((c) => c.variants.length > 0);
  const perChunk = read.map((c) => c.variants);
  // Where each measure stood among the words, for the text as understood.
  const measureAt = measures.map(
    (m) =>
      rest
        .slice(0, m.start)
        .split(' ')
        .filter((c) => variantsOf(c).length > 0).length,
  );
  const typed = perChunk.flatMap((variants) => variants[0] ?? []);
  const asked = [...new Set(perChunk.flat(2).filter((t) => !hasDigit(t)))];
  return { measures, measureAt, perChunk, chunks: read.map((c) => c.chunk), typed, asked };
}
