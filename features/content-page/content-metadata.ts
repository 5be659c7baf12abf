import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pagePath, type ContentPageData } from './get-content-page';

export function contentMetadata(data: ContentPageData | null): Metadata {
  if (!data) return {};
  const { page } = data;
  return pageMetadata(
    {
      name: page.title,
      path: pagePath(page.slug),
      title: page.seo.title,
      description: page.seo.description,
      keywords: page.seo.keywords,
      ogTitle: page.og.title,
      ogDescription: page.og.description,
      ogImage: page.og.image?.original,
      type: 'article',
    },
    data.configs,
  );
}
