/** Latin spelling of Russian words as buyers type it: «kirpich», «shtukaturka», «kley». */
const LATIN_TO_CYRILLIC: readonly (readonly [string, string])[] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['yy', 'ый'],
  ['iy', 'ий'],
  ['ey', 'ей'],
  ['oy', 'ой'],
  ['ay', 'ай'],
  ['uy', 'уй'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['iu', 'ю'],
  ['ya', 'я'],
  ['ia', 'я'],
  ['yo', 'е'],
  ['ye', 'е'],
  ['ck', 'к'],
  ['ks', 'кс'],
  ['ce', 'це'],
  ['ci', 'ци'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];

/**
 * Russian in latin letters, one table for the shop: search reads «кнауф» as «knauf», and the
 * demo catalogue's slugs are spelled with it. щ → sch, as buyers type it.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Belarusian letters and the size sign, for slugs; search text is normalised before.
  і: 'i',
  ў: 'u',
  '×': 'x',
};

export function latinToCyrillic(word: string): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const rule = LATIN_TO_CYRILLIC.find(([from]) => word.startsWith(from, i));
    if (!rule) {
      out += word.charAt(i);
      i += 1;
      continue;
    }
    out += rule[1];
    i += rule[0].length;
  }
  return out;
}

export function cyrillicToLatin(word: string): string {
  return Array.from(word, (ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join('');
}

/**
 * Where a brand's latin spelling is not the Russian reading: «аква» is «Aqua», not «akva»;
 * «экстра» is «Extra». Search tries it beside `cyrillicToLatin`.
 */
const BRAND_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/кв/g, 'qu'],
  [/кс/g, 'x'],
];

export function cyrillicToBrandLatin(word: string): string {
  return cyrillicToLatin(BRAND_SPELLINGS.reduce((w, [from, to]) => w.replace(from, to), word));
}

/** Cyrillic letters drawn like latin ones. */
const LOOKALIKE: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
};

/**
 * «ст 17» for «CT 17», «се 40» for «CE 40»: a buyer copies a code off a bag in the Cyrillic
 * letters that look the same. The latin word, when every letter has a twin; else null.
 */
export function cyrillicLookalikeLatin(word: string): string | null {
  const letters = Array.from(word);
  return letters.length > 0 && letters.every((ch) => ch in LOOKALIKE)
    ? letters.map((ch) => LOOKALIKE[ch]).join('')
    : null;
}

/** Lowercase latin slug in the site's style: `oblicovochnyy-kirpich`. */
export function slugify(text: string, maxLength = 80): string {
  const latin = cyrillicToLatin(text.toLowerCase());
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  // Cut at a word boundary so the slug does not end in half a word.
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/g, '');
}
