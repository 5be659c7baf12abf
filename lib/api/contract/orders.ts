import { z } from './zod-ru';
import { amountsSchema } from './pricing';
import { moneySchema, pageQuerySchema, paginated } from './common';
import { deliveryMethodSchema } from './content';
import {
  cartInfoSchema,
  cartListSchema,
  cartPointSchema,
  deliveryAddressSchema,
  deliveryMethodIdSchema,
  paymentMethodSchema,
  recipientSchema,
} from './cart';

export const ORDER_STATUSES = [
  'new',
  'confirmed',
  'picking',
  'shipped',
  'delivered',
  'cancelled',
] as const;

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Неизвестный статус заказа' });

export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  status_title: z.string(),
  trade_point_id: z.number().int().nullable(),
  trade_point_title: z.string().nullable(),
  organization: z.string().nullable(),
  items_count: z.number().int(),
  total: moneySchema,
});

export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const USER_ORDERS_PAGE_SIZE = 10;

export const userOrdersQuerySchema = pageQuerySchema.pick({ page: true }).extend({
  organization: z.string().trim().max(300, 'Слишком длинное название организации').optional(),
});

export const userOrdersSchema = paginated(orderSummarySchema).extend({
  /** Organizations of all the buyer's orders, for the filter. */
  organizations: z.array(z.string()),
});

export type UserOrders = z.infer<typeof userOrdersSchema>;

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
  // Issue #13: `price` in the order's VAT basis, `total` with VAT; the line's VAT rate,
  // the sum without VAT and the VAT (`net` + `vat` = `total`).
  vat_rate: z.number(),
  net: moneySchema,
  vat: moneySchema,
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
  // Issue #13: the order split by VAT (`total` = `totals.gross`) and whether its prices
  // included VAT.
  totals: amountsSchema,
  prices_include_vat: z.boolean(),
  /** Issue #13: where its «Счёт на оплату» PDF downloads from (owner and managers only). */
  invoice_url: z.string(),
});

export type Order = z.infer<typeof orderSchema>;

/** GET /api/order/{id}/invoice/: the «Счёт на оплату» as application/pdf (issue #13). */
export const invoiceFileSchema = z.string().describe('Счёт на оплату, PDF');

export const addressChoiceSchema = z.object({ title: z.string(), address: z.string() });

/** Recipient fields prefilled from the buyer's profile; empty strings where unknown. */
export const recipientDraftSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  organization: z.string(),
});

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
