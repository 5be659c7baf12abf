import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  askWhole,
  flags,
  inHead,
  kindAny,
  kindSome,
  namedKinds,
  some,
  someOfKindHas,
} from './relax-probes';
import {
  bareNumbers,
  candidatesOf,
  isSized,
  namesNothingKept,
  withOtherDrops,
} from './relax-candidates';
import type { QueryToken, ResolvedQuery } from './resolve';
import { textQuery } from './ts-query-words';

export interface SoftQuery {
  resolved: ResolvedQuery;
  /** Words of the query no product has together with the rest: left out, and said so. */
  ignored: string[];
}

/** Candidates asked about in one statement, at most (two index probes each). */
const MAX_ASKED = 16;

/**
 * Which candidates some product has (`any`) and some product of the named kinds has (`ofKind`),
 * in one statement: which word goes next never depends on what was found, and a statement
 * costs about a millisecond to plan, an index probe far less (issue #16, the dropdown's soft
 * path). Unasked candidates (the first when known to find nothing; one word, except for the
 * kinds) answer false.
 */
async function askCandidates(
  db: Db,
  candidates: QueryToken[][],
  firstFindsNothing: boolean,
  kind: string | null,
): Promise<{ any: boolean[]; ofKind: boolean[] }> {
  const asked = candidates.slice(0, MAX_ASKED).map((_, i) => !(i === 0 && firstFindsNothing));
  const conditions = candidates.flatMap((c, i) => {
    const q = textQuery(c, true);
    return [
      asked[i] && c.length > 1 ? some(q) : sql`false`,
      asked[i] && kind ? kindSome(kind, q) : sql`false`,
    ];
  });
  const answers = await flags(db, conditions);
  return {
    any: candidates.map((_, i) => answers[2 * i] === true),
    ofKind: candidates.map((_, i) => answers[2 * i + 1] === true),
  };
}

/**
 * What the caller's own search found with the words as they stand: nothing, or products none
 * of which is of a kind the query names (`inHead`: some with every word in the title, brand or
 * category). Either skips asking about the words as they stand. `ofKind: false`: the caller
 * also knows that no product of a named kind has them.
 */
export type KnownFound =
  { found: 'nothing' } | { found: 'not-of-kind'; inHead: boolean; ofKind?: false };

/**
 * Issue #16, soft matching: a word too many must not empty the page. When no product holds
 * every word, a size no title has is tried as its bare number («автомат 16а» lists the C16
 * breakers), words no product has at all are left out, then the least telling ones, one at a
 * time, until something is found; the words left out are reported. The same happens when the
 * words are found, but only on goods of another kind than a query word names, and only in
 * their descriptions or by a size (see `ofOtherKind`). A query that finds products as it
 * stands costs one statement of index probes.
 */
export async function softQuery(
  db: Db,
  resolved: ResolvedQuery,
  known?: KnownFound,
): Promise<SoftQuery> {
  const { tokens, articleKey } = resolved;
  const stands = { resolved, ignored: [] };
  if (tokens.length < 2) return stands;
  const kind = namedKinds(tokens);
  const whole = textQuery(tokens, true);
  if (known?.found === 'not-of-kind') {
    if (!kind) return stands;
    const ofKind = known.ofKind ?? (await someOfKindHas(db, tokens));
    return ofKind ? stands : ofOtherKind(db, resolved, kind, known.inHead);
  }
  if (known?.found === 'nothing') return leaveWordsOut(db, resolved, true, kind, false);
  const asked = await askWhole(db, whole, articleKey, resolved.articlePrefix !== false, kind);
  return softAfter(db, resolved, asked);
}

/** What is known about the words as they stand: the answers of `askWhole`. */
export interface FoundAsTyped {
  /** Some shown product has every word. */
  found: boolean;
  /** Some shown product of a kind the words name has them. */
  ofKind: boolean;
  /** A shown product's article is the text or begins with it (the dropdown lists those first). */
  byArticle: boolean;
  /** Some shown product has every word in its title, brand or category names. */
  inHead: boolean;
}

/**
 * `softQuery` once the words as they stand are known. The results page learns it from its own
 * pass over their matches (issue #16: asking the indexes again cost up to 20 ms at 100,000
 * goods for «клей для плитки»), so a query that stands costs nothing more there.
 */
export async function softAfter(
  db: Db,
  resolved: ResolvedQuery,
  asked: FoundAsTyped,
): Promise<SoftQuery> {
  const { tokens } = resolved;
  if (tokens.length < 2) return { resolved, ignored: [] };
  const kind = namedKinds(tokens);
  if (asked.byArticle || (asked.found && (asked.ofKind || !kind))) return { resolved, ignored: [] };
  if (asked.found && kind) return ofOtherKind(db, resolved, kind, asked.inHead);
  return leaveWordsOut(db, resolved, true, kind, false);
}

/**
 * Words are left out one at a time (as `leaveOut` orders them) until some product has the
 * rest. A product of a kind the query names wins unless other products keep more of the words
 * in their titles: «кабель медный ввг» (no cable's text says «медный») lists the cables, not the
 * wires whose description has «медный», while «штукатурка гипсовая машинного нанесения» keeps
 * «Смесь штукатурная гипсовая … машинного нанесения» (the words in its title and category)
 * over cement plasters. With `onlyKind`, nothing but the kind counts, and the words stand when
 * no product of it has any of them.
 */
async function leaveWordsOut(
  db: Db,
  resolved: ResolvedQuery,
  /** The caller knows the words as they stand find nothing. */
  wholeFindsNothing: boolean,
  kind: string | null,
  onlyKind: boolean,
): Promise<SoftQuery> {
  const { tokens } = resolved;
  const last = tokens.length - 1;
  const one = (t: QueryToken[], i: number) => textQuery(t, i === last);
  const probes = await flags(db, [
    ...tokens.map((t, i) => some(one([t], i))),
    ...tokens.map((t, i) => inHead(one([t], i))),
    ...tokens.map((t, i) => (t.measure ? some(one(bareNumbers(t), i)) : sql`false`)),
    ...tokens.map((t, i) => kindAny(namedKinds([t], i === last))),
    onlyKind ? sql`true` : kindAny(kind),
  ]);
  const n = tokens.length;
  const named = new Set(tokens.filter((_, i) => probes[n + i]).map((t) => t.text));
  const kinds = new Set(tokens.filter((_, i) => probes[3 * n + i]).map((t) => t.text));
  const kept = tokens.flatMap((t, i) => {
    if (probes[i]) return [t];
    return probes[2 * n + i] ? bareNumbers(t) : [];
  });
  if (kept.length === 0 || namesNothingKept(tokens, kept, kinds))
    return narrowed(resolved, undefined);
  const chain = candidatesOf(kept, named, kinds);
  const kindNamed = probes[4 * n] === true && kind !== null;
  const candidates = kindNamed ? withOtherDrops(chain, kept, kinds) : chain;
  // Every word found alone keeps `kept` equal to the words as they stand, which the caller
  // already knows find nothing together (of the kind asked): not asked again.
  const askedBefore = wholeFindsNothing && tokens.every((_, i) => probes[i]);
  const found = await askCandidates(db, candidates, askedBefore, kindNamed ? kind : null);
  const ofKind = found.ofKind.indexOf(true);
  const any = found.any.indexOf(true);
  const kindPick = candidates[ofKind];
  let pick: QueryToken[] | undefined;
  if (onlyKind || (kindPick && (any < 0 || ofKind <= any))) pick = kindPick;
  else if (kindPick) {
    // Other goods keeping more of the words win only with them in a title, brand or category.
    const more = candidates
      .slice(0, ofKind)
      .filter((c, i) => found.any[i] === true && c.length > kindPick.length);
    const titled = more.length
      ? await flags(
          db,
          more.map((c) => inHead(textQuery(c, true))),
        )
      : [];
    pick = more[titled.indexOf(true)] ?? kindPick;
  } else pick = candidates[any] ?? candidates[candidates.length - 1];
  return narrowed(resolved, pick);
}

/**
 * The query narrowed to `kept`, reporting the words it no longer uses (a size counts as used by
 * its bare numbers); the words as they stand when nothing was kept.
 */
function narrowed(resolved: ResolvedQuery, kept: QueryToken[] | undefined): SoftQuery {
  if (!kept || kept.length === 0) return { resolved, ignored: [] };
  const used = new Set(kept.map((t) => t.text));
  const left = resolved.tokens.filter(
    (t) => !used.has(t.text) && !(t.measure && t.measure.numbers.every((x) => used.has(x))),
  );
  // «бетон м300» leaves out «м» and «300»: said as typed, «м300», when every piece went.
  const whole = (t: QueryToken) =>
    t.typedAs !== undefined &&
    resolved.tokens.every((x) => x.typedAs !== t.typedAs || left.includes(x));
  const ignored = left.map((t) => (whole(t) ? (t.typedAs ?? t.text) : t.text));
  // «брус 100х100» leaves out two numbers that read the same: said once.
  return { resolved: { ...resolved, tokens: kept }, ignored: [...new Set(ignored)] };
}

/**
 * The words are all found, but only on goods of another kind than a query word names. The kind
 * weighs more than a size or a word that only a description has:
 * - a size: «гвозди 120мм» or «гвозди 120» found insulation dowels «с гвоздём 10×120 мм», while
 *   the buyer asked for nails, which have no 120 mm size. A size with its unit is tried as its
 *   bare number («автомат 25а» → the C25 breakers, not the 25 A RCDs), then left out (and
 *   reported);
 * - words found together only in descriptions: «кабель медный» found wires whose description
 *   says «медный», no cable does; words are left out until the cables are found.
 * Words found together in a title stand («штукатурка гипсовая» is «Смесь штукатурная
 * гипсовая»), and so do they when the kind has none of the rest.
 */
async function ofOtherKind(
  db: Db,
  resolved: ResolvedQuery,
  kind: string,
  foundInHead: boolean,
): Promise<SoftQuery> {
  const { tokens } = resolved;
  if (!tokens.some(isSized))
    return foundInHead
      ? narrowed(resolved, undefined)
      : leaveWordsOut(db, resolved, true, kind, true);
  // A number typed alone, or a size without its unit, is a size whose unit went unsaid
  // («гвозди 120»): left out as a size with its unit is.
  const bare = tokens.some((t) => t.measure)
    ? tokens.flatMap((t) => (t.measure ? bareNumbers(t) : [t]))
    : [];
  const unsized = tokens.filter((t) => !isSized(t));
  const candidates = [bare, unsized].filter((c) => c.length > 0);
  const found = await flags(
    db,
    candidates.map((c) => kindSome(kind, textQuery(c, true))),
  );
  return narrowed(resolved, candidates[found.indexOf(true)]);
}
