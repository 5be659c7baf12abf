import 'server-only';
import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/**
 * Personal and technical pages stay out of the index; everything public is in the sitemap.
 * Search results are crawlable (issue #15): a disallowed page is one a crawler cannot read —
 * its links to products included — and Lighthouse counts it as blocked from indexing.
 */
export function robotsRules(): MetadataRoute.Robots {
  const origin = env().SITE_ORIGIN;
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/cart/',
          '/order/',
          '/user/',
          '/favourites/',
          '/registration/',
          '/revalidate/',
        ],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
