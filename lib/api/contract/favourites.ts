import { z } from './zod-ru';
import { pageQuerySchema, paginated } from './common';
import { productCardSchema } from './catalog';
import { productIdSchema } from './cart';

/** Favourites are a working list, not a second catalogue. */
export const MAX_FAVOURITES = 1000;

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
