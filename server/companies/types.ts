import type { z } from 'zod';
import type { companySuggestionSchema } from '@/lib/api/contract/companies';

export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;
export type Country = 'all' | 'ru' | 'by';

/** An outside register: asked with a timeout, never trusted to answer. */
export interface CompanyProvider {
  name: string;
  country: 'ru' | 'by';
  suggest: (text: string, signal: AbortSignal) => Promise<CompanySuggestion[]>;
}
