import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keptPerDatabase } from '../db/kept-per-database';
import { rawRows } from './raw-rows';
import { canonicalSearchText, hasDigit, measuresOf, searchTokens } from './normalize';
import type { QueryToken } from './resolve';

/** One term of a group as the engine matches it: its words and their stems. */
export interface SynonymTerm {
  words: string[];
  stems: string[];
}

export interface SynonymIndex {
  /** Groups of terms that find the same goods. */
  groups: SynonymTerm[][];
  /** A term's stems joined by spaces → the groups that hold it. */
  byStems: Map<string, number[]>;
  /** The longest term, in words: a query is scanned for phrases up to this long. */
  longest: number;
}

/**
 * One index per database (tests run several in a process). The agreed refresh rule (issue #16,
 * with the console's /manager/search/ editor): the engine keeps the index per process and
 * reloads it when `count(*), max(updated_at), max(id)` of search_synonyms changes — a cheap
 * statement asked with every search, so an edit shows at once, on every instance, and the
 * editor needs no call into the engine.
 */
const kept = keptPerDatabase<SynonymIndex>();

/** The table's fingerprint as one text value; resolveQueries asks it with the dictionary. */
export const synonymsFingerprint = sql`select count(*)::text || '|' || coalesce(max(updated_at)::text, '') || '|' || coalesce(max(id)::text, '') from search_synonyms`;

async function load(db: Db): Promise<SynonymIndex> {
  const rows = await rawRows<{ terms: string[] }>(
    db,
    sql`select terms from search_synonyms order by id`,
  );
  const groups = rows.map((r) => r.terms.map(termWords).filter((words) => words.length > 0));
  const words = new Set(groups.flat(2).filter((w) => !hasDigit(w)));
  // A measure lexeme is its own stem: it meets the index's measure lexemes as it is.
  const stems = new Map<string, string>();
  const stop = new Set<string>();
  if (words.size > 0) {
    const found = await rawRows<{ word: string; stem: string; stop: boolean }>(
      db,
      sql`select w as word, vitrina_search_stem(w) as stem, to_tsvector('russian', w)::text = '' as stop
        from unnest(${sql.param([...words])}::text[]) as w`,
    );
    for (const row of found) {
      stems.set(row.word, row.stem);
      if (row.stop) stop.add(row.word);
    }
  }
  const index: SynonymIndex = { groups: [], byStems: new Map(), longest: 0 };
  for (const whole of groups) {
    // A query's stop words are dropped before its words meet the terms («затирка для швов» is
    // asked as «затирка швов»), so a term's are too, or a term with «для» or «по» never matched.
    const group = whole.map((w) => w.filter((x) => !stop.has(x))).filter((w) => w.length > 0);
    if (group.length < 2) continue;
    const n = index.groups.length;
    const terms = group.map((w) => ({ words: w, stems: w.map((x) => stems.get(x) ?? x) }));
    index.groups.push(terms);
    for (const t of terms) {
      const key = t.stems.join(' ');
      const list = index.byStems.get(key) ?? [];
      if (!list.includes(n)) list.push(n);
      index.byStems.set(key, list);
      index.longest = Math.max(index.longest, t.words.length);
    }
  }
  return index;
}

/**
 * A term's words as the index holds its text. A measure is one lexeme («1нф», «1,4 НФ» →
 * 1.4нф), as in a title's measures: «одинарный» = «1нф» must not meet the «1» of «1,4НФ».
 * Other words are cut as any text is.
 */
export function termWords(term: string): string[] {
  const canon = canonicalSearchText(term);
  const words: string[] = [];
  let at = 0;
  for (const measure of measuresOf(term)) {
    words.push(...searchTokens(canon.slice(at, measure.start)), ...measure.lexemes);
    at = measure.end;
  }
  words.push(...searchTokens(canon.slice(at)));
  return words;
}

/**
 * The synonym index of this database, reloaded when the table changed: `fingerprint` is what
 * `synonymsFingerprint` answered for this search.
 */
export function synonymIndex(db: Db, fingerprint: string): Promise<SynonymIndex> {
  return kept(db, fingerprint, () => load(db));
}

/**
 * Replaces each run of query words that is a synonym term (matched by stems, so «болгарки»
 * is «болгарка») with one token: the words as typed, or any term of its groups.
 */
export function withSynonyms(
  tokens: QueryToken[],
  stemOf: (word: string) => string | undefined,
  index: SynonymIndex,
): QueryToken[] {
  const out: QueryToken[] = [];
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    let groups: number[] = [];
    for (let n = Math.min(index.longest, tokens.length - i); n >= 1 && !matched; n--) {
      const run = tokens.slice(i, i + n);
      const stems = run.map((t) => stemOf(t.text));
      if (stems.some((x) => x === undefined)) continue;
      const found = index.byStems.get(stems.join(' '));
      if (found) [matched, groups] = [n, found];
    }
    const first = tokens[i];
    if (!first) break;
    if (!matched) {
      out.push(first);
      i += 1;
      continue;
    }
    const run = tokens.slice(i, i + matched);
    const typed = run.map((t) => t.forms);
    const others = groups.flatMap((g) =>
      (index.groups[g] ?? []).map((t) => t.stems.map((x) => [x])),
    );
    out.push({
      text: run.map((t) => t.text).join(' '),
      forms: run.length === 1 ? first.forms : [first.text],
      partial: false,
      purpose: first.purpose,
      alternatives: [typed, ...others],
    });
    i += matched;
  }
  return out;
}
