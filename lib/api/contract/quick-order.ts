import { z } from './zod-ru';
import { moneySchema } from './common';
import { cartInfoSchema, cartPointSchema, productIdSchema, quantitySchema } from './cart';

/** Issue #13 quick order: the most lines one paste or file may hold. */
export const QUICK_ORDER_MAX_LINES = 1000;
/** A spreadsheet of 1 000 lines weighs tens of kilobytes; 2 MB leaves room for styling. */
export const QUICK_ORDER_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Candidates offered for a line matched by name. */
export const QUICK_ORDER_MAX_CANDIDATES = 5;

export const TEXT_QUICK_ORDER_TOO_MANY = `В списке больше ${QUICK_ORDER_MAX_LINES} строк: разделите его на части.`;
export const TEXT_QUICK_ORDER_TOO_BIG = 'Файл больше 2 МБ: разделите его на части.';
export const TEXT_QUICK_ORDER_NOT_SHEET =
  'Не удалось прочитать файл: загрузите таблицу Excel (XLSX) или CSV.';
export const TEXT_QUICK_ORDER_EMPTY = 'Вставьте строки «артикул — количество» или выберите файл.';

/** A product as a review line shows it. */
export const quickProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  article: z.string(),
  slug: z.string(),
  unit: z.string(),
  price: moneySchema.nullable(),
  stock: z.number().int(),
  min_qty: z.number().int(),
  pack_qty: z.number().int(),
});

export type QuickProduct = z.infer<typeof quickProductSchema>;

/** One product a line may become, with the quantity the shop's rules make of the request. */
export const quickOptionSchema = z.object({
  product: quickProductSchema,
  /** What would go to the cart; null when the product cannot be bought now. */
  quantity: z.number().int().nullable(),
  /** How the requested quantity was changed, in words. */
  notes: z.array(z.string()),
  /** Why the product cannot be added, or null. */
  problem: z.string().nullable(),
});

export type QuickOption = z.infer<typeof quickOptionSchema>;

export const QUICK_LINE_STATUSES = ['found', 'several', 'not_found', 'invalid'] as const;
export const QUICK_MATCHES = ['article', 'layout', 'name'] as const;

export const quickLineSchema = z.object({
  /** The line's number in the pasted text or the sheet's row number. */
  row: z.number().int(),
  /** The line as read, for the buyer to recognise it. */
  source: z.string(),
  requested: z.number().nullable(),
  status: z.enum(QUICK_LINE_STATUSES),
  matched_by: z.enum(QUICK_MATCHES).nullable(),
  /** found: one; several: the candidates, best first; otherwise none. */
  options: z.array(quickOptionSchema),
  /** Why the line was not matched or could not be read. */
  message: z.string().nullable(),
});

export type QuickLine = z.infer<typeof quickLineSchema>;

export const quickOrderMatchSchema = z.object({
  lines: z.array(quickLineSchema),
  /** Empty lines and rows that were skipped. */
  skipped: z.number().int(),
});

export type QuickOrderMatch = z.infer<typeof quickOrderMatchSchema>;

/** The pasted text as JSON; a file goes as multipart/form-data (field `file`) instead. */
export const quickOrderMatchInputSchema = z.object({
  text: z.string({ error: TEXT_QUICK_ORDER_EMPTY }),
});

export const quickOrderToCartInputSchema = z.object({
  trade_point_id: cartPointSchema,
  lines: z
    .array(z.object({ product_id: productIdSchema, quantity: quantitySchema }), {
      error: 'Выберите строки для корзины',
    })
    .min(1, 'Выберите хотя бы одну строку')
    .max(QUICK_ORDER_MAX_LINES, TEXT_QUICK_ORDER_TOO_MANY),
});

export type QuickOrderToCartInput = z.infer<typeof quickOrderToCartInputSchema>;

export const quickOrderToCartSchema = z.object({
  added: z.number().int(),
  cart: cartInfoSchema,
});

/** A downloaded file; the schema only names it for the API document. */
export const fileResponseSchema = z.unknown();
