import { MEASURE_UNITS, hasDigit } from './normalize';
import { sameSize } from './measure-units';
import type { QueryToken } from './resolve';

// The query's words as tsquery text (sent as a constant, see `textQuery`); the relevance levels
// that use it are in ts-query.ts.

/** A last word this short is the start of a word, not a word: no stemming, no stop-word list. */
const SHORT_PREFIX = 2;

/** Lexemes and tokens hold only [0-9a-zа-я]: quoting is all the tsquery syntax needs. */
const lexeme = (text: string): string => `'${text}'`;
const either = (terms: string[]): string =>
  terms.length === 1 ? (terms[0] ?? '') : `(${[...new Set(terms)].join(' | ')})`;
const allOf = (terms: string[]): string =>
  terms.length === 1 ? (terms[0] ?? '') : `(${terms.join(' & ')})`;

/**
 * Issue #16: a query word found among a title's type words (weight A: «гвозди» in «Гвозди
 * строительные», not in «Дюбель-гвоздь») names the product's kind. Purpose words («для
 * болгарки») and measures do not.
 */
export function typeQuery(
  tokens: readonly QueryToken[],
  prefix: boolean,
  weight = 'A',
): string | null {
  const last = tokens.length - 1;
  const parts = tokens.flatMap((token, i) => {
    if (token.purpose || token.measure || hasDigit(token.text)) return [];
    const lexemes = token.alternatives
      ? token.alternatives.flatMap((alt) => alt[0] ?? [])
      : token.forms;
    const out = lexemes.map((l) => (weight ? `${lexeme(l)}:${weight}` : lexeme(l)));
    if (prefix && i === last && !token.alternatives) out.push(`${lexeme(token.text)}:*${weight}`);
    return out;
  });
  return parts.length ? either(parts) : null;
}

/** The query's words that may name a product's kind, for the kind index (migration 0015). */
export const kindWords = (tokens: readonly QueryToken[], prefix: boolean): string | null =>
  typeQuery(tokens, prefix, '');

/** A bare number read as a size: any unit but a count of pieces (a pack of 100 is not 100 mm). */
const SIZE_UNITS = MEASURE_UNITS.split('|').filter((u) => u !== 'шт');

/**
 * One word of the query. A whole word matches any form of it (its lexemes: «кирпичом» meets
 * «кирпич») or, as a beginning, a longer word («кирпич» → «кирпичный»). A word's beginning
 * («облиц», «смесит») matches as a beginning only: the stem of «смесит» is «смес», which would
 * bring in every dry mix. A number matches whole («50 кг» is not «500»), unless it is the last
 * word, still being typed. `asSize` (a number typed on its own, on the whole-word levels) is a
 * size of any unit (the index's measure lexemes: «20» → 20мм, 20кг, …).
 */
function term(token: QueryToken, last: boolean, prefix: boolean, asSize: boolean): string {
  const t = token.text;
  if (asSize) return either(SIZE_UNITS.map((u) => lexeme(t + u)));
  // «минвата 100 м» on the way to «100 мм»: a size typed last may still grow its unit.
  if (token.measure) {
    const open = (prefix && last) || token.measure.unitless === true;
    const one = (l: string) => (open ? `${lexeme(l)}:*` : lexeme(l));
    return allOf(token.measure.lexemes.map((l) => either(sameSize(l).map(one))));
  }
  if (token.alternatives) {
    const alts = token.alternatives.map((alt) => allOf(alt.map((w) => either(w.map(lexeme)))));
    // Still being typed, «шуруп» may be the start of «шуруповерт» as well as a synonym; a
    // word's beginning («руко», also the brand «ruko») is one wherever it stands.
    if (((prefix && last) || token.partial) && !t.includes(' ')) alts.push(`${lexeme(t)}:*`);
    return either(alts);
  }
  if (hasDigit(t)) return prefix && last ? `${lexeme(t)}:*` : lexeme(t);
  const forms = token.forms.map(lexeme);
  if (!prefix) return either(forms);
  if (token.partial || (last && t.length <= SHORT_PREFIX)) return `${lexeme(t)}:*`;
  return either([...forms.filter((f) => f !== lexeme(t)), `${lexeme(t)}:*`]);
}

/**
 * The tsquery (as text) requiring every word. Prefix form: as the buyer types (see `term`).
 * Exact form: every word whole, as typed or another form of it; null when a word is only begun.
 * The lexemes come from the database's own dictionaries (resolveQuery), so the text is the
 * query `to_tsquery('russian', …)` would build, and it is sent as a constant.
 */
export function textQuery(
  tokens: readonly QueryToken[],
  prefix: boolean,
  title = false,
  bareAsSize = false,
): string | null {
  if (tokens.length === 0) return null;
  if (!prefix && tokens.some((t) => t.partial)) return null;
  const onlyNumbers = tokens.every((t) => t.measure || hasDigit(t.text));
  return tokens
    .map((t, i) => {
      const size = bareAsSize && t.bare === true;
      const one = term(t, !onlyNumbers && i === tokens.length - 1, prefix && !onlyNumbers, size);
      const word = title && !t.purpose && !t.measure && !size ? notForPurpose(one) : one;
      // «цемент 42,5», «кабель 3 на 2,5»: a decimal without its unit is also a title's «42,5Н»
      // or «3×2,5», which the index cuts into the words «42» and «5», side by side.
      const decimal = t.measure?.unitless ? decimalWords(t.measure.lexemes, title) : null;
      // A title keeps a size's numbers in order and side by side; other vectors are stripped
      // of positions, where `<->` never matches.
      const previous = tokens[i - 1];
      const sideBySide = title && t.size !== undefined && previous?.size === t.size;
      const asked = decimal ? `(${word} | ${decimal})` : word;
      return i === 0 ? asked : `${sideBySide ? ' <-> ' : ' & '}${asked}`;
    })
    .join('');
}

/**
 * «2.5» as the words «2» and «5»: next to each other in a title (`'2':ABD <-> '5':ABD`), both
 * anywhere in the other vectors, which keep no positions — so each level still holds the ones
 * above it.
 */
const decimalWords = (lexemes: readonly string[], title: boolean): string | null => {
  const [number] = lexemes;
  if (lexemes.length !== 1 || !number || !/^\d+\.\d+$/.test(number)) return null;
  const parts = number.split('.').map((part) => (title ? `${lexeme(part)}:ABD` : lexeme(part)));
  return title ? parts.join(' <-> ') : `(${parts.join(' & ')})`;
};

/**
 * In the title vector, weight C marks what the product is for («Клей для минеральной ваты»):
 * a query word other than a purpose of its own must be found among the other title words.
 */
const notForPurpose = (query: string): string =>
  query.replace(
    /'([^']*)'(:\*)?/g,
    (_, word: string, star?: string) => `'${word}':${star ? '*' : ''}ABD`,
  );
