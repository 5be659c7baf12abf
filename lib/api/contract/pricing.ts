import { z } from './zod-ru';
import { MAX_PRICE_IDS } from '../limits';
import { moneySchema } from './common';
import { MAX_ID } from './ids';

/**
 * Issue #13: a signed-in buyer's own prices. Public pages carry the base type's prices and are
 * cached for everyone; the buyer's browser asks for its prices with its own request (never
 * cached by anyone but that browser) and puts them in place of the base ones.
 */

export { MAX_PRICE_IDS };

export const priceBreakSchema = z.object({
  min_quantity: z.number().int().positive(),
  price: moneySchema,
});

/** A sum split as on an invoice: without VAT, the VAT, with VAT (what is paid). */
export const amountsSchema = z.object({ net: moneySchema, vat: moneySchema, gross: moneySchema });

export const personalPricesQuerySchema = z.object({
  /** Comma-separated product ids: `?ids=12,15,40`. */
  ids: z
    .string({ error: 'Укажите товары' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Укажите номера товаров через запятую')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_PRICE_IDS, `Не больше ${MAX_PRICE_IDS} товаров за раз`)
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), 'Товар указан неверно'),
});

export const personalPriceSchema = z.object({
  product_id: z.number().int(),
  /** In the buyer's type; null: «цена по запросу». */
  price: moneySchema.nullable(),
  price_includes_vat: z.boolean(),
  vat_rate: z.number().min(0).max(100),
  /** Volume breaks of the buyer's type, by min_quantity ascending. */
  breaks: z.array(priceBreakSchema),
});

export type PersonalPrice = z.infer<typeof personalPriceSchema>;

export const personalPricesSchema = z.object({
  /** The buyer's price type; `is_base` true: the buyer sees the same prices as a guest. */
  price_type: z.object({ id: z.number().int(), name: z.string(), is_base: z.boolean() }),
  prices: z.array(personalPriceSchema),
});

export type PersonalPrices = z.infer<typeof personalPricesSchema>;
