/**
 * The JavaScript twin of the SQL functions `vitrina_search_norm` and `vitrina_article_key`
 * (migration 0002_search): a query must be cut into words exactly as the index was.
 */

/** Lower case, ё → е, «250x120» → «250 120», anything but letters and digits → space. */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/і/g, 'и')
    .replace(/ў/g, 'у')
    .replace(/(\d)[xх](?=\d)/g, '$1 ')
    .replace(/[^0-9a-zа-я]+/g, ' ')
    .trim();
}

export function searchTokens(text: string): string[] {
  const normal = normalizeSearchText(text);
  return normal ? normal.split(' ') : [];
}

const LOOK_ALIKE_FROM = 'авекмнорстху';
const LOOK_ALIKE_TO = 'abekmhopctxy';

/** «СТ 24-0001», «ct240001» and «CT24-0001» are one article to a buyer. */
export function articleKey(text: string): string {
  return Array.from(normalizeSearchText(text).replace(/ /g, ''), (ch) => {
    const i = LOOK_ALIKE_FROM.indexOf(ch);
    return i < 0 ? ch : (LOOK_ALIKE_TO[i] ?? ch);
  }).join('');
}

export const hasDigit = (token: string): boolean => /\d/.test(token);
export const isLatin = (text: string): boolean => /^[a-z]+$/.test(text);
export const isCyrillic = (text: string): boolean => /^[а-яё]+$/.test(text);
