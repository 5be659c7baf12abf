import { singleLine } from './text';

/**
 * Company numbers checked by their check digits (issue #13), one module for registration,
 * the profile and the manager console.
 *
 * УНП (Belarus, учётный номер плательщика): 9 characters, the 9th the check digit — the first
 * eight weighted 29, 23, 19, 17, 13, 7, 5, 3, summed, mod 11; a 10 means no such number.
 * Organisations have nine digits. Individual entrepreneurs registered before 2011 in some
 * regions carry two letters in front («МА1953684»): the first letter stands for the region and
 * counts as its position in 0–9A–Z (A = 10), the second counts as its place in «ABCEHKMOPT».
 * Those letters are the ones shared by the Cyrillic and the Latin alphabets, and people type
 * them either way, so both are accepted and the number is kept in its Latin form.
 *
 * ИНН (Russia): 10 digits for an organisation (one check digit), 12 for a person (two), by the
 * Federal Tax Service's weights, each check digit = sum mod 11 mod 10.
 */

export const TEXT_UNP_FORMAT = 'УНП состоит из 9 цифр (у ИП бывает две буквы в начале)';
export const TEXT_UNP_CHECKSUM = 'Неверный УНП: не сходится контрольная цифра';
export const TEXT_INN_FORMAT = 'ИНН состоит из 10 или 12 цифр';
export const TEXT_INN_CHECKSUM = 'Неверный ИНН: не сходится контрольная цифра';

const CYRILLIC_TO_LATIN: Record<string, string> = {
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Т: 'T',
};
const UNP_SECOND_LETTERS = 'ABCEHKMOPT';
const UNP_FIRST_LETTERS = 'ABCEHKM';
const UNP_WEIGHTS = [29, 23, 19, 17, 13, 7, 5, 3];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** «унп мА 195 3684» → "MA1953684": no spaces or prefix, upper case, Latin letters. */
export function compactUnp(value: string): string {
  const upper = value
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/^(УНП|UNP)/, '');
  return [...upper].map((ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join('');
}

export type NumberCheck = 'ok' | 'format' | 'checksum';

export function checkUnp(value: string): NumberCheck {
  const unp = compactUnp(value);
  const digits = /^\d{9}$/.test(unp);
  const lettered = new RegExp(`^[${UNP_FIRST_LETTERS}][${UNP_SECOND_LETTERS}]\\d{7}$`).test(unp);
  if (!digits && !lettered) return 'format';
  // Regions 1–7 (Brest … Minsk city); a leading 0, 8 or 9 is never issued.
  if (digits && !/^[1-7]/.test(unp)) return 'format';
  const values = [
    ALPHABET.indexOf(unp.charAt(0)),
    digits ? Number(unp.charAt(1)) : UNP_SECOND_LETTERS.indexOf(unp.charAt(1)),
    ...[...unp.slice(2, 8)].map(Number),
  ];
  const sum = values.reduce((acc, v, i) => acc + v * (UNP_WEIGHTS[i] ?? 0), 0) % 11;
  return sum !== 10 && sum === Number(unp.charAt(8)) ? 'ok' : 'checksum';
}

const INN_WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_WEIGHTS_11 = [7, ...INN_WEIGHTS_10];
const INN_WEIGHTS_12 = [3, ...INN_WEIGHTS_11];

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0) % 11) % 10;

export function checkInn(value: string): NumberCheck {
  const inn = value.replace(/\s/g, '');
  if (!/^(\d{10}|\d{12})$/.test(inn)) return 'format';
  const d = [...inn].map(Number);
  if (inn.length === 10) return checkDigit(d, INN_WEIGHTS_10) === d[9] ? 'ok' : 'checksum';
  return checkDigit(d, INN_WEIGHTS_11) === d[10] && checkDigit(d, INN_WEIGHTS_12) === d[11]
    ? 'ok'
    : 'checksum';
}

export const unpMessage = (value: string): string | null =>
  ({ ok: null, format: TEXT_UNP_FORMAT, checksum: TEXT_UNP_CHECKSUM })[checkUnp(value)];

export const innMessage = (value: string): string | null =>
  ({ ok: null, format: TEXT_INN_FORMAT, checksum: TEXT_INN_CHECKSUM })[checkInn(value)];

/** A УНП field: the message says whether the shape or the check digit is wrong. */
export const unpSchema = singleLine()
  .trim()
  .superRefine((v, ctx) => {
    const message = unpMessage(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform(compactUnp);

export const innSchema = singleLine()
  .trim()
  .superRefine((v, ctx) => {
    const message = innMessage(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((v) => v.replace(/\s/g, ''));
