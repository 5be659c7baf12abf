import { z } from './zod-ru';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({
    ok: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latency_ms: z.number().nullable(),
  }),
});
