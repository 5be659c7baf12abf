import { z } from './zod-ru';
import { moneySchema, paginated } from './common';
import { USER_STATUSES } from './account';
import { orderStatusSchema } from './orders';
import { priceTypeSchema } from './price-types';

/** Issue #14, item 2: the manager's list of buyer accounts (role customer). */

export const CONSOLE_BUYERS_PAGE_SIZE = 20;

export const buyerStatusSchema = z.enum(USER_STATUSES);
export type BuyerStatus = z.infer<typeof buyerStatusSchema>;

export const consoleBuyersQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Номер страницы должен быть не меньше 1').default(1),
  /** E-mail, organisation, УНП / ИНН or a person's name. */
  q: z.string().trim().max(200, 'Слишком длинный запрос').optional(),
  status: buyerStatusSchema.optional(),
});
export type ConsoleBuyersQuery = z.infer<typeof consoleBuyersQuerySchema>;

export const consoleBuyerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  unp: z.string().nullable(),
  inn: z.string().nullable(),
  phone: z.string().nullable(),
  status: buyerStatusSchema,
  /** The type's name; null: the base type. */
  price_type: z.string().nullable(),
  orders_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type ConsoleBuyerRow = z.infer<typeof consoleBuyerRowSchema>;

export const consoleBuyersSchema = paginated(consoleBuyerRowSchema);
export type ConsoleBuyers = z.infer<typeof consoleBuyersSchema>;

export const consoleTradePointSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  is_archived: z.boolean(),
});

export const consoleBuyerOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  total: moneySchema,
  trade_point_title: z.string().nullable(),
});

export const CONSOLE_BUYER_RECENT_ORDERS = 10;

export const consoleBuyerSchema = consoleBuyerRowSchema.extend({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  patronymic: z.string().nullable(),
  activated_at: z.string().nullable(),
  has_password: z.boolean(),
  /** Null: the base type (what a guest sees). */
  price_type_id: z.number().int().nullable(),
  price_type_detail: priceTypeSchema.nullable(),
  trade_points: z.array(consoleTradePointSchema),
  /** The newest orders, at most CONSOLE_BUYER_RECENT_ORDERS. */
  recent_orders: z.array(consoleBuyerOrderSchema),
});
export type ConsoleBuyer = z.infer<typeof consoleBuyerSchema>;
