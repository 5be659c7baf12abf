import { z } from './zod-ru';

export const TEXT_BAD_CHARACTERS = 'Текст содержит недопустимые символы.';
export const TEXT_NOT_SINGLE_LINE = 'Уберите из поля переводы строк и табуляцию.';

/**
 * What no text of the shop may hold: NUL (PostgreSQL refuses it in text, a 500 before
 * issue #17), the other C0 controls but tab, LF and CR, DEL, and lone UTF-16 surrogates
 * (they are no characters and cannot be stored as UTF-8).
 */
const BAD_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasBadCharacters = (text: string): boolean => BAD_CHARACTERS.test(text);

const LINE_BREAKS = /[\r\n\t]/;

/**
 * A one-line field (a name, a phone, an e-mail, a recipient): a line break or a tab there is
 * a pasted mistake or a header-injection attempt (the request form goes out by mail).
 * Checked before any trim, so a trailing newline is refused as well.
 */
export function singleLine(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .refine((v) => !LINE_BREAKS.test(v), TEXT_NOT_SINGLE_LINE);
}
