import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beginsWith } from './begins-with';
import { rawRows } from './raw-rows';

/** A shorter latin word sounds like too many: «bos» is Bosch and «boss». */
const MIN_SOUND_LENGTH = 5;

/** Trigram similarity below this is a different word, not a typo. */
export const MIN_SIMILARITY = 0.3;
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
export const MIN_FORM_STEM = 4;
const MAX_FORM_ENDING = 3;
/**
 * What follows the stem in another form of the word: an ending begins with a vowel or a soft
 * sign («керамогранит|а»); a consonant begins a suffix, another word («плит|ка» is not «плита»,
 * «труб|ка» not «труба»).
 */
const INFLECTION_START = '^([аеёиоуыэюяйь]|$)';

/**
 * Statements stay this size: a quick order of 1 000 lines asks a few thousand words, and one
 * statement per word would cost a round trip each; a few hundred per statement cost a handful.
 */
const BATCH = 300;

export interface TokenFacts {
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
  /** Its own stem (the synonyms are matched by stems). */
  own: string;
  /**
   * A latin word no dictionary word spells, that sounds like one (migration 0024): «klassen»
   * («классен» read in latin letters) → «classen». With its stem, as the dictionary keeps it.
   */
  sounds?: { word: string; stem: string } | null;
}

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/**
 * What the dictionary knows of each word; a few statements for any number of words. `also`, a
 * statement of one text value, is asked in the first of them: a round trip less per search.
 */
export async function tokenFacts(
  db: Db,
  tokens: readonly string[],
  also: SQL,
): Promise<{ facts: Map<string, TokenFacts>; also: string | null }> {
  const facts = new Map<string, TokenFacts>();
  let answer: string | null | undefined;
  for (const part of batches(tokens)) {
    // Every check is an index probe of the small dictionary.
    const input = sql.join(
      part.map((t) => sql`(${t}::text)`),
      sql`, `,
    );
    const rows = await rawRows<
      { token: string; forms: string[]; also: string | null } & Omit<TokenFacts, 'forms'>
    >(
      db,
      sql`with input(token) as (values ${input}),
        t as (
          select token, vitrina_search_stem(token) as stem, to_tsvector('russian', token)::text as vector,
            left(token, greatest(${MIN_FORM_STEM}, length(token) - ${MAX_FORM_ENDING})) as base,
            exists (select 1 from search_words w where w.word = input.token) as exact
          from input
        )
        select token, stem as own,
          vector = '' as stop,
          exact,
          -- Only for a latin word the dictionary does not spell: the others need no sound.
          case when not exact and t.token ~ '^[a-z]+$' and length(t.token) >= ${MIN_SOUND_LENGTH} then (
            select json_build_object('word', w.word, 'stem', w.stem) from search_words w
            where w.word ~ '^[a-z]+$' and vitrina_sound_key(w.word) = vitrina_sound_key(t.token)
            order by w.freq desc, w.word limit 1
          ) end as sounds,
          exists (select 1 from search_words w where ${beginsWith(sql`w.word`, sql`t.token`)} and w.word <> t.token) as longer,
          exists (select 1 from search_words w where w.stem = t.stem) as stem,
          case when vector = '' then '{}'::text[] else array(
            select t.stem
            union
            select w.stem from search_words w
            where length(t.token) >= ${MIN_FORM_STEM} and ${beginsWith(sql`w.word`, sql`t.base`)}
              and abs(length(w.word) - length(t.token)) <= ${MAX_FORM_ENDING}
              and (starts_with(t.token, w.word) or (starts_with(w.word, t.stem) and length(w.word) <= length(t.token) + 1
                and substr(w.word, length(t.stem) + 1) ~ ${INFLECTION_START}))
          ) end as forms,
          ${answer === undefined ? sql`(${also})` : sql`null::text`} as also
        from t`,
    );
    if (answer === undefined) answer = rows[0]?.also ?? null;
    for (const row of rows) {
      const { token, forms, exact, longer, stem, stop, own, sounds } = row;
      facts.set(token, { forms, exact, longer, stem, stop, own, sounds });
    }
  }
  if (answer === undefined) {
    const [row] = await rawRows<{ also: string | null }>(db, sql`select (${also}) as also`);
    answer = row?.also ?? null;
  }
  return { facts, also: answer };
}

export interface Correction {
  word: string;
  stem: string;
  score: number;
}

/** An unknown word to correct; the last word of a text may be half-typed. */
export interface Unknown {
  token: string;
  partial: boolean;
}

/** A half-typed word is corrected differently from a whole one: the key tells them apart. */
export const correctionKey = (u: Unknown): string => `${u.partial ? 'p' : 'w'}:${u.token}`;

function nearest({ token, partial }: Unknown): SQL {
  const key = correctionKey({ token, partial });
  // A short word's beginning matches too many words' beginnings: «болд» is «болт», not «болгарки».
  if (!partial || token.length < MIN_PARTIAL_LENGTH) {
    return sql`(select ${key}::text as key, word, stem, similarity(word, ${token})::float8 as score
      from search_words where word % ${token} order by 4 desc, freq desc, word limit 1)`;
  }
  // Half-typed: also compare it with as much of the words that begin like it («металочер»
  // with «металлоче…»); word_similarity() over the dictionary is far slower.
  const head = token.slice(0, PARTIAL_HEAD);
  return sql`(select ${key}::text as key, word, stem,
      greatest(similarity(word, ${token}), similarity(left(word, ${token.length}), ${token}) * ${PARTIAL_WEIGHT})::float8 as score
    from search_words
    where word % ${token} or (${beginsWith(sql`word`, head)})
    order by 4 desc, freq desc, word limit 1)`;
}

/**
 * The nearest dictionary word of each unknown word, by `correctionKey`; a few statements.
 * The planner costs `%` like `=` and, on a dictionary of a few thousand words, prefers to
 * compute the trigrams of every word for every typo; the trigram index probes only the words
 * sharing trigrams with it, with the same rows (the bench's 230 typos: 1.1 s against 0.12 s).
 * SET LOCAL keeps the hint to this one transaction.
 */
export async function corrections(
  db: Db,
  unknown: readonly Unknown[],
): Promise<Map<string, Correction>> {
  const best = new Map<string, Correction>();
  if (unknown.length === 0) return best;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const part of batches(unknown)) {
      const rows = await rawRows<{
        key: string;
        word: string;
        stem: string;
        score: number | string;
      }>(tx, sql.join(part.map(nearest), sql` union all `));
      for (const row of rows) {
        const similarity = Number(row.score);
        if (similarity >= MIN_SIMILARITY)
          best.set(row.key, { word: row.word, stem: row.stem, score: similarity });
      }
    }
  });
  return best;
}
