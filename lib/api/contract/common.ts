import { z } from './zod-ru';
import { pathIdSchema } from './ids';

export const okSchema = z.object({ detail: z.string() });

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

/** Query values arrive as strings; these accept "2" and 2 alike. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Номер страницы должен быть не меньше 1').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Размер страницы должен быть не меньше 1')
    .max(MAX_PAGE_SIZE, `Размер страницы должен быть не больше ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});

/** A DRF-style page: `{count, next, previous, results}`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const idParamSchema = z.object({ id: pathIdSchema() });

export const slugParamSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(500)
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'Некорректный адрес'),
});

/** Money travels as a string with two decimals, as DRF's DecimalField does. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);
