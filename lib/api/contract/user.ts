import { z } from './zod-ru';
import { emailSchema, phoneSchema } from './auth';
import { moneySchema, pageQuerySchema, paginated } from './common';

export const USER_ROLES = ['customer', 'manager'] as const;
export const USER_STATUSES = ['pending', 'active', 'blocked'] as const;

const optionalText = (max: number) => z.string().trim().max(max).nullable();

export const personalDataSchema = z.object({
  first_name: optionalText(100),
  last_name: optionalText(100),
  patronymic: optionalText(100),
  birth_date: z.iso.date().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
});
export const documentsSchema = z.object({
  passport_series: optionalText(10),
  passport_number: optionalText(20),
  passport_given_code: optionalText(20),
  passport_given_date: z.iso.date().nullable(),
  passport_given_location: optionalText(300),
  snils: optionalText(20),
});

export const userSchema = personalDataSchema.extend({
  ...documentsSchema.shape,
  id: z.number().int(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  organization: z.string().nullable(),
  inn: z.string().nullable(),
  unp: z.string().nullable(),
  initials: z.string(),
  profile_filled: z.boolean(),
  has_password: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const personalPatchSchema = personalDataSchema
  .omit({ email: true, phone: true })
  .extend({ ...documentsSchema.shape, phone: phoneSchema.nullable() })
  .partial()
  .strict();

export const addressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
});
export const addressesSchema = z.array(addressSchema);

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
export { emailSchema };
