import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue #16: is a word the catalogue does not know a real Russian word («кафель», «мастерок»)
 * or a typo («цимент»)? Only a typo is corrected to a catalogue word; a real word goes to
 * synonyms and soft matching instead.
 *
 * nspell with dictionary-ru answers exactly but costs ~9 s and ~250 MB per process (measured:
 * the affix rules expand on load). Only the dictionary's 146,000 base words are kept here —
 * read once per process, lazily (~0.1 s, a few MB) — and a word counts as real when it is a
 * base word with an inflectional ending changed: the part before a known ending begins a base
 * word whose rest is a known ending too («шурупы» → «шуруп», «морозостойкого» →
 * «морозостойкий»). A typo seldom lands on another form of a real word.
 */
const ENDINGS = [
  '',
  'а',
  'я',
  'о',
  'е',
  'ы',
  'и',
  'у',
  'ю',
  'ь',
  'й',
  'ой',
  'ей',
  'ий',
  'ый',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ом',
  'ем',
  'ам',
  'ям',
  'ах',
  'ях',
  'ов',
  'ев',
  'ью',
  'ую',
  'юю',
  'ым',
  'им',
  'ых',
  'их',
  'ого',
  'его',
  'ому',
  'ему',
  'ами',
  'ями',
  'ыми',
  'ими',
  'ок',
  'ка',
  'ки',
  'ку',
  'кой',
  'ть',
  'ет',
  'ит',
  'ут',
  'ют',
  'ат',
  'ят',
];
const ENDING_SET = new Set(ENDINGS);
const LONGEST_ENDING = 3;
/** Shorter words are too easily some real word's form. */
const MIN_LENGTH = 4;

let words: string[] | null = null;

function baseWords(): string[] {
  if (words) return words;
  // The package exports only its loader; the word list is read from where npm put it.
  const file = path.join(process.cwd(), 'node_modules', 'dictionary-ru', 'index.dic');
  const text = fs.readFileSync(file, 'utf8');
  const out = new Set<string>();
  for (const line of text.split('\n').slice(1)) {
    const word = line.split('/')[0]?.trim().toLowerCase().replace(/ё/g, 'е');
    if (word && /^[а-я-]+$/.test(word)) out.add(word);
  }
  words = [...out].sort();
  return words;
}

/** The first index of a word ≥ `text` in the sorted list. */
function lowerBound(list: string[], text: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] ?? '') < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function someBaseWithEnding(list: string[], base: string): boolean {
  for (let i = lowerBound(list, base); i < list.length; i++) {
    const w = list[i] ?? '';
    if (!w.startsWith(base)) return false;
    if (ENDING_SET.has(w.slice(base.length))) return true;
  }
  return false;
}

/** A Russian word (in some form) of the general dictionary; false for latin, digits, short. */
export function isRussianWord(word: string): boolean {
  if (word.length < MIN_LENGTH || !/^[а-я]+$/.test(word)) return false;
  const list = baseWords();
  for (let k = 0; k <= LONGEST_ENDING && word.length - k >= MIN_LENGTH - 1; k++) {
    if (!ENDING_SET.has(word.slice(word.length - k))) continue;
    if (someBaseWithEnding(list, word.slice(0, word.length - k))) return true;
  }
  return false;
}

/** Reads the word list ahead of the first search (server start). */
export function warmRussianWords(): void {
  baseWords();
}
