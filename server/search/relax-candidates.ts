import 'server-only';
import { hasDigit } from './normalize';
import type { QueryToken } from './resolve';

// Soft matching's narrowings (relax.ts), in the order they are tried: which word goes next never
// depends on what was found, so they are all known before the one statement that asks about them.

export const bareNumbers = (t: QueryToken): QueryToken[] =>
  (t.measure?.numbers ?? []).map((n) => ({ text: n, forms: [n], partial: false }));

/** A size: with its unit («120мм»), a number typed alone («гвозди 120») or a size's number. */
export const isSized = (t: QueryToken): boolean =>
  t.measure !== undefined || t.bare === true || t.size !== undefined;

/**
 * A Russian adjective or participle by its ending («битумная», «монтажной», «строительных»);
 * nouns in -ие/-ье («покрытие», «крепление») are not. Enough to tell «черепица» from «битумная»
 * in «битумная черепица», where word order does not. The index reads a title's first word by
 * its nominative endings only (vitrina_title_head, migration 0013): titles are in the
 * nominative, queries in any case («монтажной»), so this reading is wider.
 */
const ADJECTIVE =
  /^[а-я]{2,}(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ую|юю|ых|их|ыми|ими)$/;
const NOUN_IN_IE = /(?:ени|ани|ти|ли|сти)е$/;

export const looksAdjective = (text: string): boolean =>
  ADJECTIVE.test(text) && !NOUN_IN_IE.test(text);

/** A lone letter: the «м» of a grade «м300» cut from its number, or a word just begun. */
export const loneLetter = (t: QueryToken): boolean => [...t.text].length === 1;

/**
 * A plain word that may name the product: no digit, no purpose, not an adjective, not a lone
 * letter (the «м» of a grade «м300» or a thread «м12», cut from its number).
 */
export const nounLike = (t: QueryToken): boolean =>
  !t.measure && !t.purpose && !hasDigit(t.text) && !loneLetter(t) && !looksAdjective(t.text);

/**
 * The query's type word, never left out before the others: the first word that names a kind of
 * the catalogue's goods (`kinds`), else its first noun-like word, else its first plain word.
 */
function typeWordAt(tokens: readonly QueryToken[], kinds: ReadonlySet<string>): number {
  const kind = tokens.findIndex((t) => kinds.has(t.text));
  if (kind >= 0) return kind;
  const noun = tokens.findIndex(nounLike);
  return noun >= 0 ? noun : tokens.findIndex((t) => !hasDigit(t.text));
}

/**
 * Which word to leave out first when no product has them all: a word no title, brand or
 * category has («морозостойкий»), from the end; then a purpose («для болгарки»); then a size,
 * as its bare number first; then the last word that is not the query's type word (its first
 * plain word), a plain word before a number: «труба пвх 110» is a 110 mm pipe of another
 * material sooner than a PVC pipe of another size.
 */
function leaveOut(
  tokens: QueryToken[],
  named: ReadonlySet<string>,
  kinds: ReadonlySet<string>,
): QueryToken[] | null {
  const without = (i: number) => tokens.filter((_, j) => j !== i);
  const type = typeWordAt(tokens, kinds);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (i !== Math.max(type, 0) && t && !t.measure && !named.has(t.text)) return without(i);
  }
  const purpose = tokens.findIndex((t) => t.purpose);
  if (purpose >= 0) return without(purpose);
  const measure = tokens.findIndex((t) => t.measure);
  const m = tokens[measure];
  if (m) return [...tokens.slice(0, measure), ...bareNumbers(m), ...tokens.slice(measure + 1)];
  const loose = lastOther(tokens, type, (t) => inSeveral(tokens, t));
  if (loose !== undefined) return without(loose);
  const last = lastOther(tokens, type, (t) => !hasDigit(t.text)) ?? lastOther(tokens, type);
  return last === undefined ? null : without(last);
}

/**
 * A number of a size typed as several («2х1,5» → «2», «1», «5»): apart from its size, such a
 * number is in any title with those digits in any order («ПуГВ 1×2,5»), so it tells less than
 * a plain word and is left out before one («провод пвс 2х1,5» keeps «пвс»). A number typed
 * alone («труба пвх 110») is a size by itself and goes after the plain words.
 */
const inSeveral = (tokens: readonly QueryToken[], t: QueryToken): boolean =>
  t.size !== undefined && tokens.filter((x) => x.size === t.size).length > 1;

/** The last word but the type word that `fits`. */
function lastOther(
  tokens: readonly QueryToken[],
  type: number,
  fits: (t: QueryToken) => boolean = () => true,
): number | undefined {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (i !== type && t && fits(t)) return i;
  }
  return undefined;
}

/** How many words may be left out, one at a time, before the search gives up narrowing. */
const MAX_LEFT_OUT = 8;

/**
 * `kept`, `kept` less one word, less two, … as `leaveOut` drops them, MAX_LEFT_OUT at most,
 * then the rest down to one word (never asked alone: the last resort).
 */
export function candidatesOf(
  kept: QueryToken[],
  named: ReadonlySet<string>,
  kinds: ReadonlySet<string>,
): QueryToken[][] {
  const candidates = [kept];
  for (let current = kept; current.length > 1 && candidates.length <= MAX_LEFT_OUT;) {
    const next = leaveOut(current, named, kinds);
    if (!next) break;
    candidates.push(next);
    current = next;
  }
  return candidates;
}

/**
 * With a named kind, `kept` less any one other word is tried right after the first word
 * `leaveOut` drops: the kind's goods with every word but one beat other goods, or the kind's
 * with fewer words. «гипсокартон потолочный 9.5»: no board is «потолочный» (ceiling profiles
 * are); leaving the numbers out first found the profiles, the boards of 9,5 mm were never
 * asked for.
 */
export function withOtherDrops(
  candidates: QueryToken[][],
  kept: QueryToken[],
  kinds: ReadonlySet<string>,
): QueryToken[][] {
  if (kept.length < 3) return candidates;
  const type = typeWordAt(kept, kinds);
  const key = (c: QueryToken[]) => c.map((t) => t.text).join(' ');
  const known = new Set(candidates.map(key));
  const loose: QueryToken[][] = [];
  const drops: QueryToken[][] = [];
  const numbers: QueryToken[][] = [];
  for (let i = kept.length - 1; i >= 0; i--) {
    const drop = kept.filter((_, j) => j !== i);
    const t = kept[i];
    if (i === type || !t || known.has(key(drop))) continue;
    // As in `leaveOut`: a number of a size typed as several, a plain word, another number.
    if (inSeveral(kept, t)) loose.push(drop);
    else (hasDigit(t.text) ? numbers : drops).push(drop);
  }
  return [...candidates.slice(0, 2), ...loose, ...drops, ...numbers, ...candidates.slice(2)];
}

/**
 * The word that named the product is one no product has («пена монтажная», «миксер
 * строительный»), and what is left only describes («монтажная», «строительный», a size): goods
 * that are merely «строительные» are not what was asked for, so nothing is found rather than
 * nails. A word that names one of the catalogue's kinds, or another noun, keeps the rest.
 */
export function namesNothingKept(
  tokens: readonly QueryToken[],
  kept: readonly QueryToken[],
  kinds: ReadonlySet<string>,
): boolean {
  const missing = tokens.some((t) => nounLike(t) && !kept.includes(t));
  return missing && !kept.some((t) => kinds.has(t.text) || nounLike(t));
}
