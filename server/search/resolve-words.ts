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
  unitlessSizes,
  type Measure,
} from './normalize';
import { cyrillicToBrandLatin, cyrillicToLatin, latinToCyrillic } from '@/lib/translit';

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
  }
  return out;
}

/** A text cut into words and their re-readings, before the dictionary is asked. */
export interface Prepared {
  measures: Measure[];
  /** How many chunks come before each measure. */
  measureAt: number[];
  perChunk: string[][][];
  typed: string[];
  /** Its words without digits: the ones the dictionary is asked about. */
  asked: string[];
}

/** «брус 100х» is a size still being typed («100х150»): its sign is not a word. */
const UNFINISHED_SIZE = /(\d)\s*[xх×*]\s*$/u;

export function prepare(input: string): Prepared {
  const text = input.replace(UNFINISHED_SIZE, '$1');
  // Sizes and quantities are read whole («25кг», «3,5×100 мм»); the rest word by word.
  const withUnits = measuresOf(text);
  const measures = [...withUnits, ...unitlessSizes(text, withUnits)].sort(
    (a, b) => a.start - b.start,
  );
  let rest = canonicalSearchText(text);
  for (const m of measures)
    rest = rest.slice(0, m.start) + ' '.repeat(m.end - m.start) + rest.slice(m.end);
  const chunks = rest.split(' ').filter(Boolean).slice(0, MAX_CHUNKS);
  const perChunk = chunks.map(variantsOf).filter((v) => v.length > 0);
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
  return { measures, measureAt, perChunk, typed, asked };
}
