import { z } from './zod-ru';
import { MAX_LINE_QUANTITY } from '../limits';
import { singleLine } from './text';
import { moneySchema } from './common';
import { bodyIdSchema, queryIdSchema } from './ids';
import { productCardSchema } from './catalog';
import { amountsSchema, priceBreakSchema } from './pricing';
import { emailSchema, phoneSchema } from './auth';

export const TEXT_BAD_TRADE_POINT = 'Торговая точка указана неверно';

export { MAX_LINE_QUANTITY };

export const quantitySchema = z
  .number({ error: 'Количество должно быть числом' })
  .int('Количество должно быть целым числом')
  .min(1, 'Количество должно быть не меньше 1')
  .max(MAX_LINE_QUANTITY, `Количество должно быть не больше ${MAX_LINE_QUANTITY}`);

export const productIdSchema = bodyIdSchema('Товар указан неверно', { required: 'Укажите товар' });

/**
 * Which cart a call is about: absent — the active cart (chosen with /api/cart/trade_point/{id}/),
 * null or 0 — the base cart, a number — that trade point's cart.
 */
export const cartPointSchema = bodyIdSchema(TEXT_BAD_TRADE_POINT, { min: 0 }).nullable().optional();

/** The same choice in a query string: `?trade_point_id=0` is the base cart. */
export const cartQuerySchema = z.object({
  trade_point_id: queryIdSchema(TEXT_BAD_TRADE_POINT, { min: 0 }).optional(),
});

/** The state of one cart, as the picker and the trade-points page show it. */
export const cartStateSchema = z.object({ count: z.number().int(), price_final: moneySchema });

export const cartLineSchema = z.object({
  id: z.number().int(),
  product: productCardSchema,
  quantity: z.number().int(),
  /** Null when the price became «по запросу» after the line was added; the line has a problem then. */
  price: moneySchema.nullable(),
  total: moneySchema,
  // Issue #13: `price` is the buyer's, after volume breaks, in its type's VAT basis; `total`
  // is with VAT; `net` + `vat` = `total`; `breaks` are the buyer's type's.
  price_includes_vat: z.boolean(),
  vat_rate: z.number(),
  net: moneySchema,
  vat: moneySchema,
  breaks: z.array(priceBreakSchema),
  /** Why the line cannot be ordered as it is (out of stock, withdrawn), or null. */
  problem: z.string().nullable(),
});

export type CartLine = z.infer<typeof cartLineSchema>;

export const cartInfoSchema = z.object({
  trade_point_id: z.number().int().nullable(),
  trade_point_title: z.string().nullable(),
  /** Number of lines (positions) in the cart. */
  count: z.number().int(),
  price_final: moneySchema,
  items: z.array(z.object({ product_id: z.number().int(), quantity: z.number().int() })),
});

export type CartInfo = z.infer<typeof cartInfoSchema>;

export const recipientSchema = z.object({
  name: singleLine('Укажите получателя')
    .trim()
    .min(1, 'Укажите получателя')
    .max(200, 'Слишком длинное имя'),
  phone: phoneSchema,
  email: emailSchema,
  organization: singleLine().trim().max(300, 'Слишком длинное название организации').optional(),
});

export type Recipient = z.infer<typeof recipientSchema>;

export const PAYMENT_METHODS = ['invoice', 'cash_on_delivery', 'card_on_delivery'] as const;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Выберите способ оплаты' });

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const cartListSchema = z.object({
  trade_point_id: z.number().int().nullable(),
  trade_point_title: z.string().nullable(),
  lines: z.array(cartLineSchema),
  count: z.number().int(),
  price_final: moneySchema,
  // Issue #13: the totals split by VAT (`price_final` = `totals.gross`); the shop's minimum
  // order (null: none) and how much the cart still lacks ("0.00" once reached).
  totals: amountsSchema,
  min_order_amount: moneySchema.nullable(),
  min_order_missing: moneySchema,
  recipient: recipientSchema.nullable(),
  delivery_method_id: z.number().int().nullable(),
  delivery_address: z.string().nullable(),
  payment_method: paymentMethodSchema.nullable(),
});

export type CartList = z.infer<typeof cartListSchema>;

export const cartItemInputSchema = z.object({
  product_id: productIdSchema,
  quantity: quantitySchema,
  trade_point_id: cartPointSchema,
});

export const cartRemoveInputSchema = z.object({
  product_id: productIdSchema,
  trade_point_id: cartPointSchema,
});

export const cartRecipientInputSchema = recipientSchema.extend({ trade_point_id: cartPointSchema });

export const deliveryMethodIdSchema = bodyIdSchema('Выберите способ доставки');

export const deliveryAddressSchema = singleLine()
  .trim()
  .max(500, 'Адрес слишком длинный')
  .optional();

export const cartDeliveryInputSchema = z.object({
  trade_point_id: cartPointSchema,
  delivery_method_id: deliveryMethodIdSchema,
  delivery_address: deliveryAddressSchema,
});

export const cartPaymentInputSchema = z.object({
  trade_point_id: cartPointSchema,
  payment_method: paymentMethodSchema,
});
