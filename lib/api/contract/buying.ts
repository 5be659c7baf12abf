import { z } from './zod-ru';
import { moneySchema, pageQuerySchema, paginated } from './common';
import { productCardSchema } from './catalog';
import { deliveryMethodSchema } from './content';
import { emailSchema, phoneSchema } from './auth';
import { orderStatusSchema, orderSummarySchema } from './user';

/** A sane upper bound for one line: more is a typo, not an order. */
export const MAX_LINE_QUANTITY = 100_000;
/** Favourites are a working list, not a second catalogue. */
export const MAX_FAVOURITES = 1000;

export const quantitySchema = z
  .number({ error: 'Количество должно быть числом' })
  .int('Количество должно быть целым числом')
  .min(1, 'Количество должно быть не меньше 1')
  .max(MAX_LINE_QUANTITY, `Количество должно быть не больше ${MAX_LINE_QUANTITY}`);

const productIdSchema = z
  .number({ error: 'Укажите товар' })
  .int('Идентификатор товара должен быть целым числом')
  .positive('Идентификатор товара должен быть положительным');

/**
 * Which cart a call is about: absent — the active cart (chosen with /api/cart/trade_point/{id}/),
 * null or 0 — the base cart, a number — that trade point's cart.
 */
export const cartPointSchema = z
  .number({ error: 'Торговая точка указана неверно' })
  .int('Торговая точка указана неверно')
  .nonnegative('Торговая точка указана неверно')
  .nullable()
  .optional();

/** The same choice in a query string: `?trade_point_id=0` is the base cart. */
export const cartQuerySchema = z.object({
  trade_point_id: z.coerce
    .number({ error: 'Торговая точка указана неверно' })
    .int('Торговая точка указана неверно')
    .nonnegative('Торговая точка указана неверно')
    .optional(),
});

/** The state of one cart, as the picker and the trade-points page show it. */
export const cartStateSchema = z.object({ count: z.number().int(), price_final: moneySchema });

export const tradePointSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** The cart of this point. */
  cart: cartStateSchema,
  /** True for the point chosen as the active cart on the server. */
  is_active: z.boolean(),
});
export type TradePoint = z.infer<typeof tradePointSchema>;
export const tradePointsSchema = z.array(tradePointSchema);

export const cartLineSchema = z.object({
  id: z.number().int(),
  product: productCardSchema,
  quantity: z.number().int(),
  price: moneySchema,
  total: moneySchema,
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
  name: z
    .string({ error: 'Укажите получателя' })
    .trim()
    .min(1, 'Укажите получателя')
    .max(200, 'Слишком длинное имя'),
  phone: phoneSchema,
  email: emailSchema,
  organization: z.string().trim().max(300, 'Слишком длинное название организации').optional(),
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

const deliveryMethodIdSchema = z
  .number({ error: 'Выберите способ доставки' })
  .int('Выберите способ доставки')
  .positive('Выберите способ доставки');
const deliveryAddressSchema = z.string().trim().max(500, 'Адрес слишком длинный').optional();

export const cartDeliveryInputSchema = z.object({
  trade_point_id: cartPointSchema,
  delivery_method_id: deliveryMethodIdSchema,
  delivery_address: deliveryAddressSchema,
});
export const cartPaymentInputSchema = z.object({
  trade_point_id: cartPointSchema,
  payment_method: paymentMethodSchema,
});

export const favouriteSchema = z.object({
  /** The product's id: a buyer keeps a product in favourites once. */
  id: z.number().int(),
  product: productCardSchema,
  created_at: z.string(),
});
export const favouritesQuerySchema = pageQuerySchema;
export const favouritesSchema = paginated(favouriteSchema).extend({
  /** Every favourite product id of the buyer, for the hearts on product cards. */
  product_ids: z.array(z.number().int()),
});
export type Favourites = z.infer<typeof favouritesSchema>;
export const favouriteInputSchema = z.object({ product_id: productIdSchema });

export const orderLineSchema = z.object({
  product_id: z.number().int().nullable(),
  /** Where the product lives now, when it is still sold. */
  product_slug: z.string().nullable(),
  title: z.string(),
  article: z.string(),
  unit: z.string(),
  price: moneySchema,
  quantity: z.number().int(),
  total: moneySchema,
});
export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  status_title: z.string(),
  created_at: z.string(),
  comment: z.string().nullable(),
});
export const orderSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  recipient: recipientSchema,
  delivery_title: z.string(),
  delivery_address: z.string().nullable(),
  payment_method: paymentMethodSchema,
  payment_title: z.string(),
  comment: z.string().nullable(),
  history: z.array(orderHistoryEntrySchema),
});
export type Order = z.infer<typeof orderSchema>;

export const addressChoiceSchema = z.object({ title: z.string(), address: z.string() });

/** Recipient fields prefilled from the buyer's profile; empty strings where unknown. */
export const recipientDraftSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  organization: z.string(),
});
export type RecipientDraft = z.infer<typeof recipientDraftSchema>;

/** GET /api/order/: everything the order page needs to place the current cart. */
export const orderDataSchema = z.object({
  cart: cartListSchema,
  delivery_methods: z.array(deliveryMethodSchema),
  payment_methods: z.array(z.object({ code: paymentMethodSchema, title: z.string() })),
  /** The trade point's address first, then the buyer's saved addresses. */
  addresses: z.array(addressChoiceSchema),
  recipient_default: recipientDraftSchema,
  can_order: z.boolean(),
  /** Why the cart cannot be ordered now, or null. */
  reason: z.string().nullable(),
});
export type OrderData = z.infer<typeof orderDataSchema>;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const orderMakeInputSchema = z.object({
  trade_point_id: cartPointSchema,
  recipient: recipientSchema,
  delivery_method_id: deliveryMethodIdSchema,
  delivery_address: deliveryAddressSchema,
  payment_method: paymentMethodSchema,
  comment: z.string().trim().max(2000, 'Комментарий слишком длинный').optional(),
});
export type OrderMakeInput = z.input<typeof orderMakeInputSchema>;
export const orderCartMakeInputSchema = z.object({ trade_point_id: cartPointSchema }).optional();
export const orderCreatedSchema = z.object({ id: z.number().int(), number: z.string() });

export const orderRepeatInputSchema = z.object({ trade_point_id: cartPointSchema }).optional();
export const orderRepeatSchema = z.object({
  /** Lines put into the cart, some possibly with less than ordered. */
  added: z.number().int(),
  /** What could not be repeated as it was, in words. */
  notes: z.array(z.string()),
  cart: cartInfoSchema,
});
export type OrderRepeat = z.infer<typeof orderRepeatSchema>;
