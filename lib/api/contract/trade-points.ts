import { z } from './zod-ru';
import { cartStateSchema } from './cart';

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
