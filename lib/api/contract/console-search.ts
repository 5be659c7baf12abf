import { z } from './zod-ru';
import { paginated } from './common';
import { singleLine } from './text';

/**
 * Issue #16, item 5: the search's synonym groups and brand spellings, edited by managers.
 * A group's terms are stored normalised as the search index reads text, so the form, the API
 * and the engine agree on what «the same word» is.
 */

export const SYNONYM_KINDS = ['synonym', 'brand'] as const;
export type SynonymKind = (typeof SYNONYM_KINDS)[number];
export const CONSOLE_SYNONYMS_PAGE_SIZE = 20;
export const SYNONYM_TERM_MIN = 2;
export const SYNONYM_TERM_MAX = 60;
export const SYNONYM_TERMS_MAX = 20;

/**
 * Lower case, ё → е (and the Belarusian і, ў, as the index folds them), runs of spaces as one,
 * no spaces around a hyphen: «Газо - Бетон» and «газо-бетон» are one term.
 */
export function normaliseSynonymTerm(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/і/g, 'и')
    .replace(/ў/g, 'у')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ ?- ?/g, '-');
}

/** Letters and digits, words joined by one space or one hyphen. */
const TERM_FORMAT = /^[0-9a-zа-я]+(?:[ -][0-9a-zа-я]+)*$/;

export const synonymTermSchema = singleLine('Введите слово')
  .max(1000, `Не длиннее ${SYNONYM_TERM_MAX} символов`)
  .transform(normaliseSynonymTerm)
  .pipe(
    z
      .string()
      .min(1, { error: 'Введите слово или уберите строку', abort: true })
      .min(SYNONYM_TERM_MIN, { error: `Не короче ${SYNONYM_TERM_MIN} символов`, abort: true })
      .max(SYNONYM_TERM_MAX, { error: `Не длиннее ${SYNONYM_TERM_MAX} символов`, abort: true })
      .regex(TERM_FORMAT, 'Только буквы, цифры, пробелы и дефис'),
  );

/** What a manager sends: the group's words (normalised on the way in) and its kind. */
export const synonymGroupInputSchema = z.object({
  terms: z
    .array(synonymTermSchema, { error: 'Укажите слова группы' })
    .min(2, 'В группе нужно хотя бы два слова')
    .max(SYNONYM_TERMS_MAX, `Не больше ${SYNONYM_TERMS_MAX} слов в группе`)
    .superRefine((terms, ctx) => {
      terms.forEach((term, i) => {
        if (terms.indexOf(term) < i)
          ctx.addIssue({ code: 'custom', path: [i], message: 'Это слово в группе уже есть' });
      });
    }),
  kind: z.enum(SYNONYM_KINDS, { error: 'Выберите вид группы' }).default('synonym'),
});
export type SynonymGroupInput = z.input<typeof synonymGroupInputSchema>;
export type SynonymGroupValues = z.output<typeof synonymGroupInputSchema>;

export const synonymGroupUpdateSchema = synonymGroupInputSchema.extend({
  /** The version the manager loaded; a newer one in the database refuses the save (409). */
  version: z.number({ error: 'Нет версии группы' }).int().min(1).max(2_147_483_647),
});

export const synonymGroupSchema = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  kind: z.enum(SYNONYM_KINDS),
  version: z.number().int(),
  updated_at: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

export const synonymsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Номер страницы должен быть не меньше 1').default(1),
  /** Part of any term of a group, normalised as the terms are. */
  q: z.string().trim().max(200, 'Слишком длинный запрос').optional(),
  kind: z.enum(SYNONYM_KINDS, { error: 'Вид: synonym или brand' }).optional(),
});
export const synonymGroupsSchema = paginated(synonymGroupSchema);
export type SynonymGroups = z.infer<typeof synonymGroupsSchema>;
