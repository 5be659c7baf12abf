import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { swapLayout } from './keyboard';
import {
  articleKey,
  hasDigit,
  isCyrillic,
  isLatin,
  normalizeSearchText,
  searchTokens,
} from './normalize';
import { rawRows } from './raw-rows';
import { cyrillicToLatin, latinToCyrillic } from '@/lib/translit';

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
}

/** What the engine searches for after reading the buyer's text. */
export interface ResolvedQuery {
  /** Words to find, in the buyer's order, stop words dropped. */
  tokens: QueryToken[];
  /** The words as understood, when a layout, transliteration or typo was corrected. */
  corrected: string | null;
  /** The whole text as an article key, for the exact / prefix article match. */
  articleKey: string;
}

/** More words than this are noise for a product search; the rest is ignored. */
const MAX_CHUNKS = 8;
/** Trigram similarity below this is a different word, not a typo. */
const MIN_SIMILARITY = 0.3;
/** The same for a word read on the other layout or transliterated first («церезит» → «ceresit»). */
const REREAD_MIN_SIMILARITY = 0.45;
/** A half-typed last word is compared with the beginnings of dictionary words, discounted. */
const PARTIAL_WEIGHT = 0.85;
const MIN_PARTIAL_LENGTH = 5;
/** Typos seldom hit the first letters: a half-typed word is compared with words that begin so. */
const PARTIAL_HEAD = 3;

/**
 * Other forms of a word: dictionary words that differ from it only in an ending — the word is
 * the beginning of the typed one, at most MAX_FORM_ENDING letters shorter («керамогранит» for
 * «керамогранитом»), or begins with its stem and is at most one letter longer
 * («керамогранита» for «керамогранит»). «пеноплэкс» is not a form of «пенопласт», nor
 * «цементная» of «цемент».
 */
const MIN_FORM_STEM = 4;
const MAX_FORM_ENDING = 3;

/** Letters only, two or more: the words the dictionary can vouch for. */
const checkable = (token: string): boolean => token.length >= 2 && !hasDigit(token);

interface TokenFacts {
  /** Its stem and the stems of dictionary words that look like other forms of it. */
  forms: string[];
  /** The dictionary has this very word. */
  exact: boolean;
  /** The dictionary has longer words that start with it. */
  longer: boolean;
  /** The dictionary has another form of it (same stem). */
  stem: boolean;
  /** A Russian stop word («для», «по»): it narrows nothing. */
  stop: boolean;
}

async function tokenFacts(db: Db, tokens: readonly string[]): Promise<Map<string, TokenFacts>> {
  const facts = new Map<string, TokenFacts>();
  if (tokens.length === 0) return facts;
  // One statement for all words; every check is an index probe of the small dictionary.
  const input = sql.join(
    tokens.map((t) => sql`(${t}::text)`),
    sql`, `,
  );
  const rows = await rawRows<{ token: string; forms: string[] } & Omit<TokenFacts, 'forms'>>(
    db,
    sql`with input(token) as (values ${input}),
      t as (
        select token, vitrina_search_stem(token) as stem, to_tsvector('russian', token)::text as vector,
          left(token, greatest(${MIN_FORM_STEM}, length(token) - ${MAX_FORM_ENDING})) as base
        from input
      )
      select token,
        vector = '' as stop,
        exists (select 1 from search_words w where w.word = t.token) as exact,
        exists (select 1 from search_words w where w.word ~>=~ t.token and w.word ~<~ (t.token || chr(1114111)) and w.word <> t.token) as longer,
        exists (select 1 from search_words w where w.stem = t.stem) as stem,
        case when vector = '' then '{}'::text[] else array(
          select t.stem
          union
          select w.stem from search_words w
          where length(t.token) >= ${MIN_FORM_STEM} and w.word ~>=~ t.base and w.word ~<~ (t.base || chr(1114111))
            and abs(length(w.word) - length(t.token)) <= ${MAX_FORM_ENDING}
            and (starts_with(t.token, w.word) or (starts_with(w.word, t.stem) and length(w.word) <= length(t.token) + 1))
        ) end as forms
      from t`,
  );
  for (const row of rows) {
    facts.set(row.token, {
      forms: row.forms,
      exact: row.exact,
      longer: row.longer,
      stem: row.stem,
      stop: row.stop,
    });
  }
  return facts;
}

/**
 * 2 a word of the catalogue (or a form of one), 1 the beginning of one, 0 unknown. A lone
 * letter vouches for nothing in a re-read variant: «обл» on the latin layout is «j,k».
 */
function score(token: string, facts: Map<string, TokenFacts>, reread = false): number {
  if (!checkable(token)) return reread ? 0 : 2;
  const f = facts.get(token);
  if (!f) return 0;
  if (f.exact || f.stem) return 2;
  return f.longer ? 1 : 0;
}

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
  else if (isCyrillic(normal)) add(cyrillicToLatin(normal));
  return out;
}

interface Correction {
  word: string;
  stem: string;
  score: number;
}

async function corrections(
  db: Db,
  tokens: readonly { token: string; partial: boolean }[],
): Promise<Map<string, Correction>> {
  const best = new Map<string, Correction>();
  if (tokens.length === 0) return best;
  const parts: SQL[] = tokens.map(({ token, partial: last }) => {
    // A short word's beginning matches too many words' beginnings: «болд» is «болт», not «болгарки».
    if (!last || token.length < MIN_PARTIAL_LENGTH) {
      return sql`(select ${token}::text as token, word, stem, similarity(word, ${token})::float8 as score
        from search_words where word % ${token} order by 4 desc, freq desc, word limit 1)`;
    }
    // Half-typed: also compare it with as much of the words that begin like it («металочер»
    // with «металлоче…»); word_similarity() over the dictionary is far slower.
    const head = token.slice(0, PARTIAL_HEAD);
    return sql`(select ${token}::text as token, word, stem,
        greatest(similarity(word, ${token}), similarity(left(word, ${token.length}), ${token}) * ${PARTIAL_WEIGHT})::float8 as score
      from search_words
      where word % ${token} or (word ~>=~ ${head} and word ~<~ (${head} || chr(1114111)))
      order by 4 desc, freq desc, word limit 1)`;
  });
  const rows = await rawRows<{ token: string; word: string; stem: string; score: number | string }>(
    db,
    sql.join(parts, sql` union all `),
  );
  for (const row of rows) {
    const similarity = Number(row.score);
    if (similarity >= MIN_SIMILARITY)
      best.set(row.token, { word: row.word, stem: row.stem, score: similarity });
  }
  return best;
}

/**
 * Reads a cleaned search text the way a Russian buyer means it. Each word is taken as typed
 * when the catalogue knows it (as a word, a form of one, or a word's beginning); otherwise as
 * typed on the other keyboard layout, or transliterated, whichever the catalogue knows better;
 * failing all that, as the nearest word of the catalogue's dictionary (trigram similarity over
 * the small `search_words` table).
 */
export async function resolveQuery(db: Db, text: string): Promise<ResolvedQuery> {
  const chunks = text.split(' ').filter(Boolean).slice(0, MAX_CHUNKS);
  const perChunk = chunks.map(variantsOf).filter((v) => v.length > 0);
  const typed = perChunk.flatMap((variants) => variants[0] ?? []);

  const asked = [...new Set(perChunk.flat(2).filter((t) => !hasDigit(t)))];
  const facts = await tokenFacts(db, asked);
  const lastChunk = perChunk.length - 1;

  // As typed wins when the catalogue knows it at all. A re-read wins when it is known and the
  // typed one is not, or when it turns a latin word's beginning into a whole Russian word
  // («cement» begins «cemento», but means «цемент»); never the other way: «проф» is not «prof».
  const chosen = perChunk.map((variants) => {
    let best: string[] | null = null;
    let bestScore = 0;
    for (const [n, v] of variants.entries()) {
      const s = Math.min(...v.map((t) => score(t, facts, n > 0)));
      if (s === 0) continue;
      if (!best || (s > bestScore && v.every((t) => isCyrillic(t)))) [best, bestScore] = [v, s];
    }
    return best;
  });

  const unknown = perChunk.flatMap((variants, i) =>
    chosen[i]
      ? []
      : variants.flatMap((v) =>
          v
            .filter((t) => score(t, facts) === 0)
            .map((t) => ({ token: t, partial: i === lastChunk })),
        ),
  );
  const fixes = await corrections(db, dedupe(unknown));

  const words = perChunk.flatMap((variants, i) => {
    const ready = chosen[i];
    if (ready) return ready;
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

  const forms = new Map<string, string[]>();
  for (const fix of fixes.values()) forms.set(fix.word, [fix.stem]);
  for (const [token, f] of facts) forms.set(token, f.forms);
  const meaningful = words.filter((t) => !facts.get(t)?.stop);
  const kept = meaningful.length > 0 ? meaningful : words;
  const tokens = kept.map((t) => {
    const f = facts.get(t);
    const own = forms.get(t) ?? [];
    return {
      text: t,
      forms: own.length ? own : [t],
      partial: checkable(t) && !!f?.longer && !f.exact,
    };
  });
  const same = words.join(' ') === typed.join(' ');
  return { tokens, corrected: same ? null : words.join(' '), articleKey: articleKey(text) };
}

function dedupe<T extends { token: string }>(items: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(item.token)) seen.set(item.token, item);
  return [...seen.values()];
}
