import { z } from './zod-ru';
import { pageQuerySchema, paginated } from './common';
import { orderSchema } from './orders';
import { orderStatusSchema, orderSummarySchema, type OrderStatus } from './orders';

/**
 * Where an order may go from each status. The spec names no statuses; this is the life of
 * a wholesale order: confirmed by a manager, picked at the warehouse, shipped, delivered.
 * Cancelling is possible until the goods leave the warehouse.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['picking', 'cancelled'],
  picking: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const MANAGER_ORDERS_PAGE_SIZE = 20;

export const managerOrdersQuerySchema = pageQuerySchema.pick({ page: true }).extend({
  status: orderStatusSchema.optional(),
  /** Order number, buyer e-mail or organization. */
  query: z.string().trim().max(200, 'Слишком длинный запрос').optional(),
});

export const orderBuyerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
});

export const managerOrderSummarySchema = orderSummarySchema.extend({ buyer: orderBuyerSchema });
export type ManagerOrderSummary = z.infer<typeof managerOrderSummarySchema>;
export const managerOrdersSchema = paginated(managerOrderSummarySchema);

export const managerOrderSchema = orderSchema.extend({
  buyer: orderBuyerSchema,
  /** Statuses this order may be moved to now. */
  next_statuses: z.array(orderStatusSchema),
});
export type ManagerOrder = z.infer<typeof managerOrderSchema>;

export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  comment: z.string().trim().max(1000, 'Комментарий слишком длинный').optional(),
});
