import { z } from './zod-ru';
import { pageQuerySchema, paginated } from './common';

/** 'catalog': goods, prices and stock from 1C; 'sale': orders to 1C and their statuses back. */
export const EXCHANGE_KINDS = ['catalog', 'sale'] as const;
export const EXCHANGE_STATUSES = ['open', 'success', 'failure'] as const;

export const exchangeFileSchema = z.object({
  name: z.string(),
  /** Bytes received; null when the exchange did not record it. */
  size: z.number().int().nonnegative().nullable(),
});

/** What an exchange changed in the shop, as far as it reported (absent counts are null). */
export const exchangeStatsSchema = z.object({
  added: z.number().int().nonnegative().nullable(),
  updated: z.number().int().nonnegative().nullable(),
  hidden: z.number().int().nonnegative().nullable(),
});

/** One exchange session of 1C with the shop, as the manager's log shows it. */
export const exchangeSessionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXCHANGE_KINDS),
  status: z.enum(EXCHANGE_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Whole seconds from start to finish; null while the session is open. */
  duration_s: z.number().int().nonnegative().nullable(),
  files: z.array(exchangeFileSchema),
  stats: exchangeStatsSchema,
  error: z.string().nullable(),
  /** The exchange account that ran it. */
  user_email: z.string().nullable(),
});
export type ExchangeSession = z.infer<typeof exchangeSessionSchema>;

export const exchangeLogQuerySchema = pageQuerySchema;

export const exchangeLogSchema = paginated(exchangeSessionSchema).extend({
  /** The top of the page, whatever page is asked: the latest failure and successes by kind. */
  last_error: exchangeSessionSchema.nullable(),
  last_catalog_success: exchangeSessionSchema.nullable(),
  last_sale_success: exchangeSessionSchema.nullable(),
});
export type ExchangeLog = z.infer<typeof exchangeLogSchema>;
