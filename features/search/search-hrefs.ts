import type { z } from 'zod';
import type { modalSearchResponseSchema } from '@/lib/api/contract/search';

export type ModalSearchAnswer = z.output<typeof modalSearchResponseSchema>;

export const searchPageHref = (text: string) => `/search/?query=${encodeURIComponent(text)}`;
