import 'server-only';
import { cyrillicLookalikeLatin } from '@/lib/translit';
import { hasDigit, isCyrillic, isLatin } from './normalize';
import { isRussianWord } from './russian-words';
import type { SynonymIndex } from './synonyms';
import type { TokenFacts, Unknown } from './resolve-facts';
import type { Prepared } from './resolve-words';

// Which reading of each word the catalogue's dictionary vouches for, and which words it knows
// in no reading (those go to the trigram corrections). resolveQueries builds on these answers.

/** Letters only, two or more: the words the dictionary can vouch for. */
export const checkable = (token: string): boolean => token.length >= 2 && !hasDigit(token);

/**
 * 2 a word of the catalogue (or a form of one), 1 the beginning of one, 0 unknown. A lone
 * letter vouches for nothing in a re-read variant: «обл» on the latin layout is «j,k».
 */
export function score(
  token: string,
  facts: Map<string, TokenFacts>,
  reread = false,
  synonyms?: SynonymIndex,
): number {
  if (!checkable(token)) return reread ? 0 : 2;
  const f = facts.get(token);
  if (!f) return 0;
  // A synonym («кафель», «балгарка») is a word of the shop even when no title has it.
  if (synonyms?.byStems.has(f.own)) return 2;
  if (f.exact || f.stem) return 2;
  return f.longer ? 1 : 0;
}

/**
 * As typed wins when the catalogue knows it at all. A re-read wins when it is known and the
 * typed one is not, or when it turns a latin word's beginning (three letters or more) into a
 * whole Russian word («cement» begins «cemento», but means «цемент»); never the other way:
 * «проф» is not «prof».
 */
export function choose(
  p: Prepared,
  facts: Map<string, TokenFacts>,
  synonyms: SynonymIndex,
): (string[] | null)[] {
  return p.perChunk.map((variants) => {
    let best: string[] | null = null;
    let bestScore = 0;
    // Two latin letters are the start of a brand or a model («ma» of «makita», «sd» of «sds»),
    // not a Russian word to re-read them as («ма»).
    const typedLength = (variants[0] ?? []).join('').length;
    for (const [n, v] of variants.entries()) {
      const s = Math.min(...v.map((t) => score(t, facts, n > 0, synonyms)));
      if (s === 0) continue;
      const overrides = s > bestScore && v.every((t) => isCyrillic(t)) && typedLength >= 3;
      if (!best || overrides) [best, bestScore] = [v, s];
    }
    return best;
  });
}

/**
 * «руко»: no word of the catalogue as typed (a beginning of «рукоятка», a stem of «рука», in
 * descriptions), but the whole of a brand read in latin letters («Ruko»). The buyer may mean
 * either, so the brand is searched too, and ranks by where it stands (a brand is in the
 * title). A whole catalogue word or a synonym stays itself only; so does a beginning shorter
 * than four letters, unless it is a code in letters drawn like latin ones («церезит ст 17»:
 * «ст» begins many words, and is the «CT» of «Ceresit CT 17» as the buyer copied it).
 */
export function latinWhole(
  variants: string[][],
  chosen: string[] | null,
  facts: Map<string, TokenFacts>,
  synonyms: SynonymIndex,
): string | undefined {
  const typed = variants[0] ?? [];
  const word = typed[0] ?? '';
  if (typed.length !== 1 || chosen !== typed || !isCyrillic(word)) return;
  // A shorter word only as a code in look-alike letters («ст» for «CT»).
  const code = word.length < 4 ? cyrillicLookalikeLatin(word) : undefined;
  if (code === null) return;
  const own = facts.get(word);
  if (!own || own.exact || synonyms.byStems.has(own.own)) return;
  return variants
    .slice(1)
    .find(
      (v) =>
        v.length === 1 &&
        isLatin(v[0] ?? '') &&
        (code === undefined || v[0] === code) &&
        facts.get(v[0] ?? '')?.exact,
    )?.[0];
}

/**
 * A re-reading in latin letters that no dictionary word spells, but one sounds like
 * («классен» → «klassen» → «classen», «веркель» → «werkel»): the variant takes the dictionary's
 * word, which `facts` then knows as a word of the catalogue. The word as typed is never
 * replaced, so a word the catalogue knows stays itself.
 */
export function withSounds(p: Prepared, facts: Map<string, TokenFacts>): Prepared {
  const heardWords: string[] = [];
  const perChunk = p.perChunk.map((variants) =>
    variants.map((v, n) => {
      const heard = n > 0 && v.length === 1 ? facts.get(v[0] ?? '')?.sounds : null;
      if (!heard) return v;
      if (!facts.has(heard.word))
        facts.set(heard.word, {
          forms: [heard.stem],
          exact: true,
          longer: false,
          stem: true,
          stop: false,
          own: heard.stem,
        });
      heardWords.push(heard.word);
      return [heard.word];
    }),
  );
  if (heardWords.length === 0) return p;
  return { ...p, perChunk, asked: [...new Set([...p.asked, ...heardWords])] };
}

/** Words no variant of their chunk made known: the last chunk's may be half-typed. */
export function unknownOf(
  p: Prepared,
  chosen: (string[] | null)[],
  facts: Map<string, TokenFacts>,
) {
  const last = p.perChunk.length - 1;
  const unknown = p.perChunk.flatMap((variants, i) =>
    chosen[i] || realWord(variants) || abbreviation(variants)
      ? []
      : variants.flatMap((v) =>
          v.filter((t) => score(t, facts) === 0).map((t) => ({ token: t, partial: i === last })),
        ),
  );
  return dedupe(unknown);
}

/**
 * Issue #16: a real Russian word the catalogue lacks («кафель», «мастерок») is not a typo of a
 * catalogue word that looks like it («кабель», «мастер»): it stays as typed, for the synonyms
 * and the soft matching to deal with.
 */
export const realWord = (variants: string[][]): boolean => {
  const typed = variants[0] ?? [];
  return typed.length === 1 && isRussianWord(typed[0] ?? '');
};

/**
 * «двп», «цсп», «мдф»: a few consonants typed alone are an abbreviation, not a typo of a short
 * catalogue word («две»): left as typed, for the synonyms and the soft matching.
 */
const abbreviation = (variants: string[][]): boolean => {
  const typed = variants[0] ?? [];
  return typed.length === 1 && /^[бвгджзйклмнпрстфхцчшщ]{2,4}$/u.test(typed[0] ?? '');
};

function dedupe<T extends Unknown>(items: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(item.token)) seen.set(item.token, item);
  return [...seen.values()];
}
