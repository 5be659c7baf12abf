import { z } from './zod-ru';

export const companySuggestionSchema = z.object({
  name: z.string(),
  title: z.string(),
  inn: z.string().nullable(),
  unp: z.string().nullable(),
});

export const companySuggestionsSchema = z.array(companySuggestionSchema);

export const ddPartyParamsSchema = z.object({ text: z.string().trim().min(2).max(100) });

export const ddPartyQuerySchema = z.object({ country: z.enum(['all', 'ru', 'by']).default('all') });
