import { z } from './zod-ru';
import { moneySchema } from './common';
import { unitSchema } from './catalog';

export const searchResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  product_slug: z.string(),
  article: z.string(),
  /** Null: «цена по запросу». */
  price: moneySchema.nullable(),
  /** Issue #13: as on the product card. */
  vat_rate: z.number().min(0).max(100),
  price_includes_vat: z.boolean(),
  unit: unitSchema,
  image: z.string().nullable(),
  in_stock: z.boolean(),
});

export const modalSearchQuerySchema = z.object({ query: z.string().max(200).default('') });

export const modalSearchResponseSchema = z.object({
  query: z.string(),
  /** The query as the engine understood it (layout or typo corrected), when it differs. */
  corrected: z.string().nullable(),
  /**
   * Issue #16: words of the query no product has together with the others; the products
   * listed are found without them. Absent from older servers.
   */
  ignored: z.array(z.string()).default([]),
  products: z.array(searchResultSchema),
  /** More products match than the dropdown lists: the rest are on /search/?query=. */
  has_more: z.boolean(),
});
