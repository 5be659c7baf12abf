/** The same physical keys on the ЙЦУКЕН and QWERTY layouts (unshifted, then shifted). */
const EN = '`qwertyuiop[]asdfghjkl;\'zxcvbnm,.~{}:"<>';
const RU = 'ёйцукенгшщзхъфывапролджэячсмитьбюёхъжэбю';

const EN_TO_RU = new Map<string, string>();
const RU_TO_EN = new Map<string, string>();
for (let i = 0; i < EN.length; i++) {
  const en = EN.charAt(i);
  const ru = RU.charAt(i);
  EN_TO_RU.set(en, ru);
  if (!RU_TO_EN.has(ru)) RU_TO_EN.set(ru, en);
}

/**
 * What the buyer meant when the keyboard was on the other layout: «rbhgbx» → «кирпич»,
 * «сукуышеы» → «ceresits». Null when the word does not look typed on one layout only.
 */
export function swapLayout(word: string): string | null {
  const lower = word.toLowerCase();
  const chars = Array.from(lower);
  if (chars.every((ch) => EN_TO_RU.has(ch) || /\d/.test(ch)) && /[a-z]/.test(lower)) {
    return chars.map((ch) => EN_TO_RU.get(ch) ?? ch).join('');
  }
  if (chars.every((ch) => RU_TO_EN.has(ch) || /\d/.test(ch)) && /[а-яё]/.test(lower)) {
    // Russian letters that sit on punctuation keys (х ъ ж э б ю) give punctuation, which
    // normalisation then drops; that is what the buyer typed on the latin layout, too.
    return chars.map((ch) => RU_TO_EN.get(ch) ?? ch).join('');
  }
  return null;
}

/**
 * Issue #13: an article typed on the other layout, letter by letter, digits and dashes kept:
 * «СЕ-24-0001» → «ct-24-0001». Both directions, for articles in either alphabet. A key that is
 * punctuation on the latin layout (б, ю, ж, э, х, ъ on the Russian one) counts as a letter only
 * between letters: «ujkml,fyl» is «гольдбанд», but «1.4» stays a number.
 */
export function swapLayoutKeepingOthers(text: string): { toLatin: string; toCyrillic: string } {
  const lower = Array.from(text.toLowerCase());
  const letter = (ch: string | undefined) => !!ch && /[a-z]/.test(ch);
  return {
    toLatin: lower.map((ch) => RU_TO_EN.get(ch) ?? ch).join(''),
    toCyrillic: lower
      .map((ch, i) => {
        const ru = EN_TO_RU.get(ch);
        if (!ru || /[a-z`]/.test(ch)) return ru ?? ch;
        return letter(lower[i - 1]) && letter(lower[i + 1]) ? ru : ch;
      })
      .join(''),
  };
}
