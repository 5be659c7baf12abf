import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { textSummary } from '@/lib/seo/summary';
import type { ProductPageData } from './get-product-page';

export function productMetadata(data: ProductPageData | null): Metadata {
  if (!data) return {};
  const p = data.product;
  return pageMetadata(
    {
      name: p.title,
      path: `/product/${p.slug}/`,
      title: p.seo_title,
      description: p.seo_description || textSummary(p.description),
      keywords: p.seo_keywords,
      ogTitle: p.og_title,
      ogDescription: p.og_description,
      ogImage: p.og_image ?? p.images[0]?.url,
    },
    data.configs,
  );
}
