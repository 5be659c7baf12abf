import 'server-only';
import type { Db } from '../db/client';
import { articleKey, hasDigit, type Measure } from './normalize';
import { synonymIndex, synonymsFingerprint, withSynonyms, type SynonymIndex } from './synonyms';
import {
  MIN_SIMILARITY,
  corrections,
  correctionKey,
  tokenFacts,
  type Correction,
  type TokenFacts,
} from './resolve-facts';
import { prepare, type Prepared } from './resolve-words';
import {
  checkable,
  choose,
  latinWhole,
  realWord,
  score,
  unknownOf,
  withSounds,
} from './resolve-choice';

export interface QueryToken {
  text: string;
  /**
   * Lexemes the index may hold for this word: its own stem (russian config: «кирпичом» →
   * «кирпич») and those of the catalogue's other forms of it, because the stemmer does not
   * agree with itself across forms («керамогранит» → «керамогран», «керамогранитом» →
   * «керамогранит»; «уровень» → «уровен», «уровни» → «уровн»). Numbers and codes: the word.
   */
  forms: string[];
  /** Only the beginning of a catalogue word («облиц», «смесит»): matched as a prefix, unstemmed. */
  partial: boolean;
  /**
   * Issue #16: a size or quantity with its unit («25кг», «100 мм»): matched as the index's
   * measure lexemes (100мм), never as a pack of 100.
   */
  measure?: Measure;
  /**
   * Synonyms: other terms that find the same goods («болгарка» → «ушм», «угловая
   * шлифмашина»); each a list of words, each word a list of lexemes (any of them).
   */
  alternatives?: string[][][];
  /** The word names what the product is for («диск для болгарки»), not the product. */
  purpose?: boolean;
  /**
   * A number typed on its own, without a unit («труба 20»): a size whose unit went unsaid,
   * not a code's digits («PN20», «C16» are cut into letters and numbers too).
   */
  bare?: boolean;
  /**
   * A number of a size typed without its unit («брус 100х100», «гвозди 2,5х50»): which size of
   * the query it belongs to. Title levels ask a size's numbers in their order, side by side, so
   * 100×100 is not 100×150 and 2,5×50 mm nails are not 2×50 mm ones «0,5 кг».
   */
  size?: number;
  /**
   * The chunk as typed when it was cut into several words («м300» → «м», «300»): a word left
   * out is reported as the buyer wrote it when all its pieces are.
   */
  typedAs?: string;
}

/** What the engine searches for after reading the buyer's text. */
export interface ResolvedQuery {
  /** Words to find, in the buyer's order, stop words dropped. */
  tokens: QueryToken[];
  /** The words as understood, when a layout, transliteration or typo was corrected. */
  corrected: string | null;
  /** The whole text as an article key, for the exact / prefix article match. */
  articleKey: string;
  /**
   * False when a catalogue word of three letters or more stands apart in the text («ушм 125»,
   * «xps 100»): the buyer names goods, so a text that begins an article («УШМ1251100М3-…»)
   * is not ranked above them as one. The whole article still is.
   */
  articlePrefix?: boolean;
}

/**
 * MIN_SIMILARITY for a word read on the other layout or transliterated first («церезит» →
 * «ceresit»): correcting a re-read word stacks two guesses.
 */
const REREAD_MIN_SIMILARITY = 0.45;

function finish(
  p: Prepared,
  chosen: (string[] | null)[],
  facts: Map<string, TokenFacts>,
  fixes: Map<string, Correction>,
  text: string,
  synonyms: SynonymIndex,
): ResolvedQuery {
  const perWord = p.perChunk.map((variants, i) => {
    const ready = chosen[i];
    if (ready) return ready;
    if (realWord(variants)) return variants[0] ?? [];
    let best: { tokens: string[]; score: number } | null = null;
    for (const [n, v] of variants.entries()) {
      // Correcting a re-read word stacks two guesses: it has to be a closer match.
      const floor = n === 0 ? MIN_SIMILARITY : REREAD_MIN_SIMILARITY;
      let worst = 1;
      let fits = true;
      const fixed = v.map((t) => {
        if (score(t, facts) > 0) return t;
        const fix = fixes.get(t);
        if (!fix || fix.score < floor) fits = false;
        worst = Math.min(worst, fix?.score ?? 0);
        return fix?.word ?? t;
      });
      if (fits && (!best || worst > best.score)) best = { tokens: fixed, score: worst };
    }
    return best?.tokens ?? variants[0] ?? [];
  });
  const words = perWord.flat();
  // Where each chunk's words begin among `words`: a chunk of digits alone is a bare number;
  // a word's beginning may also be a brand in latin letters.
  const bare = new Set<number>();
  const sized = new Map<number, number>();
  const latin = new Map<number, string>();
  const pieces = new Map<number, string>();
  perWord.reduce((at, w, i) => {
    const typed = p.perChunk[i]?.[0] ?? [];
    // A chunk cut into several words, kept as typed: «м300», or a size's numbers «100х100».
    const cut = typed.length > 1 && w.join() === typed.join();
    if (cut) w.forEach((_, j) => pieces.set(at + j, p.chunks[i] ?? typed.join('')));
    if (typed.length === 1 && /^\d+$/.test(typed[0] ?? '') && w.length === 1) bare.add(at);
    if (cut && typed.every((t) => /^\d+$/.test(t))) w.forEach((_, j) => sized.set(at + j, i));
    const brand = latinWhole(p.perChunk[i] ?? [], chosen[i] ?? null, facts, synonyms);
    if (brand && w.length === 1) latin.set(at, brand);
    return at + w.length;
  }, 0);

  // Only this text's own words and fixes: a batch's other texts must not change its reading.
  const forms = new Map<string, string[]>();
  for (const fix of fixes.values()) forms.set(fix.word, [fix.stem]);
  for (const token of p.asked) {
    const f = facts.get(token);
    if (f) forms.set(token, f.forms);
  }
  const own = (t: string) => (p.asked.includes(t) ? facts.get(t) : undefined);
  // «диск для болгарки»: the word after «для» is what the product serves, not what it is.
  const purpose = new Set(
    words.flatMap((t, i) =>
      words[i - 1] === 'для' || (words[i - 2] === 'для' && t.length >= 3 && !own(t)?.stop)
        ? [i]
        : [],
    ),
  );
  const meaningful = words.flatMap((t, i) => (own(t)?.stop ? [] : [{ t, i }]));
  const kept = meaningful.length > 0 ? meaningful : words.map((t, i) => ({ t, i }));
  const plain: QueryToken[] = kept.map(({ t, i }) => {
    const f = own(t);
    // A real word the catalogue lacks is itself only: «мастерок» is not a form of «мастер».
    const foreign = f && !f.exact && !f.stem && realWord([[t]]);
    const known = foreign ? [f.own] : (forms.get(t) ?? []);
    return {
      text: t,
      forms: known.length ? known : [t],
      partial: checkable(t) && !!f?.longer && !f.exact,
      purpose: purpose.has(i),
      ...(bare.has(i) ? { bare: true } : {}),
      ...(sized.has(i) ? { size: sized.get(i) } : {}),
      ...(latin.has(i) ? { alternatives: [[[latin.get(i) ?? t]]] } : {}),
      ...(pieces.has(i) ? { typedAs: pieces.get(i) } : {}),
    };
  });
  const stemOf = (t: string) => own(t)?.own ?? fixStem(fixes, t);
  const tokens = [
    ...withSynonyms(plain, stemOf, synonyms),
    ...p.measures.map((m) => ({ text: m.text, forms: m.lexemes, partial: false, measure: m })),
  ];
  const same = words.join(' ') === p.typed.join(' ');
  const understood = [...perWord, []].flatMap((w, i) => [
    ...p.measures.filter((_, j) => p.measureAt[j] === i).map((m) => m.text),
    ...w,
  ]);
  const namesGoods =
    /\s/.test(text.trim()) &&
    plain.some((t) => {
      const f = own(t.text);
      return !hasDigit(t.text) && t.text.length >= 3 && !t.partial && (f?.exact || f?.stem);
    });
  return {
    tokens,
    corrected: same ? null : understood.join(' '),
    articleKey: articleKey(text),
    ...(namesGoods ? { articlePrefix: false } : {}),
  };
}

const fixStem = (fixes: Map<string, Correction>, word: string): string | undefined =>
  [...fixes.values()].find((f) => f.word === word)?.stem;

/**
 * Reads cleaned search texts the way a Russian buyer means them. Each word is taken as typed
 * when the catalogue knows it (as a word, a form of one, or a word's beginning); otherwise as
 * typed on the other keyboard layout, or transliterated, whichever the catalogue knows better;
 * failing all that, as the nearest word of the catalogue's dictionary (trigram similarity over
 * the small `search_words` table). Any number of texts cost two statements (a few for
 * thousands of words): a quick order reads hundreds of names at once.
 */
export async function resolveQueries(db: Db, texts: readonly string[]): Promise<ResolvedQuery[]> {
  const typed = texts.map(prepare);
  const asked = [...new Set(typed.flatMap((p) => p.asked))];
  const { facts, also } = await tokenFacts(db, asked, synonymsFingerprint);
  const prepared = typed.map((p) => withSounds(p, facts));
  const synonyms = await synonymIndex(db, also ?? '');
  const chosen = prepared.map((p) => choose(p, facts, synonyms));
  const unknown = prepared.map((p, i) => unknownOf(p, chosen[i] ?? [], facts));
  const all = new Map(unknown.flat().map((u) => [correctionKey(u), u]));
  const found = await corrections(db, [...all.values()]);
  return prepared.map((p, i) => {
    const fixes = new Map<string, Correction>();
    for (const u of unknown[i] ?? []) {
      const fix = found.get(correctionKey(u));
      if (fix) fixes.set(u.token, fix);
    }
    return finish(p, chosen[i] ?? [], facts, fixes, texts[i] ?? '', synonyms);
  });
}

export async function resolveQuery(db: Db, text: string): Promise<ResolvedQuery> {
  const [resolved] = await resolveQueries(db, [text]);
  if (!resolved) throw new Error('resolveQueries answered nothing');
  return resolved;
}
