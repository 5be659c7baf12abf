import 'server-only';
import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/** Personal and technical pages stay out of the index; everything public is in the sitemap. */
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
          '/search/',
          '/revalidate/',
        ],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
