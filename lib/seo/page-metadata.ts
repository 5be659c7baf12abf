import 'server-only';
import type { Metadata } from 'next';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { canonicalUrl } from '@/lib/seo/canonical';

/** A page's own SEO and Open Graph fields; any of them may be empty. */
export interface PageSeo {
  /** The page's plain name (category, product or page title). */
  name: string;
  path: string;
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  ogImage?: string | null;
  type?: 'website' | 'article';
}

const filled = (...values: (string | null | undefined)[]) =>
  values.find((v) => v && v.trim())?.trim();

/**
 * Title, description, keywords and Open Graph from the page's fields, falling back to the
 * site configs (SITE_NAME, SITE_DESCRIPTION, SITE_KEYWORDS, SITE_IMAGE). A page's own SEO title
 * is complete, so it is used as is; a bare name gets the site name appended by the layout.
 */
export function pageMetadata(seo: PageSeo, configs: SiteConfigMap): Metadata {
  const siteName = configs.SITE_NAME ?? 'Витрина';
  const ownTitle = filled(seo.title);
  const description = filled(seo.description, configs.SITE_DESCRIPTION);
  const image = filled(seo.ogImage, configs.SITE_IMAGE);
  return {
    title: ownTitle ? { absolute: ownTitle } : seo.name,
    description,
    keywords: filled(seo.keywords, configs.SITE_KEYWORDS),
    openGraph: {
      type: seo.type ?? 'website',
      locale: 'ru_RU',
      siteName,
      url: canonicalUrl(seo.path),
      title: filled(seo.ogTitle, ownTitle, `${seo.name} — ${siteName}`),
      description: filled(seo.ogDescription, description),
      images: image ? [{ url: image }] : undefined,
    },
  };
}
