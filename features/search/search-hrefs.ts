import type { z } from 'zod';
import type { modalSearchResponseSchema } from '@/lib/api/contract/search';
import { productHref } from '@/components/catalog/product-href';

export type ModalSearchAnswer = z.output<typeof modalSearchResponseSchema>;

export const searchPageHref = (text: string) => `/search/?query=${encodeURIComponent(text)}`;

/** The dropdown's options in keyboard order: the products, then 'all results'. */
export function optionHrefs(data: ModalSearchAnswer | undefined, text: string): string[] {
  if (!data || data.products.length === 0) return [];
  return [...data.products.map((p) => productHref(p.product_slug)), searchPageHref(text)];
}
