import { z } from './zod-ru';
import { bodyIdSchema } from './ids';

/** Issue #13: a 1C price type as a manager picks it for a buyer. */
export const priceTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_base: z.boolean(),
  vat_included: z.boolean(),
});

export type PriceType = z.infer<typeof priceTypeSchema>;

/** The base type first, then by name. */
export const managerPriceTypesSchema = z.object({ results: z.array(priceTypeSchema) });

export const buyerPriceTypeInputSchema = z.object({
  /** Null: the shop's base type. */
  price_type_id: bodyIdSchema('Тип цен указан неверно', { required: 'Укажите тип цен' }).nullable(),
});

export const buyerPriceTypeSchema = z.object({
  user_id: z.number().int(),
  /** Null: the base type. */
  price_type_id: z.number().int().nullable(),
  price_type: priceTypeSchema.nullable(),
});

export type BuyerPriceType = z.infer<typeof buyerPriceTypeSchema>;
