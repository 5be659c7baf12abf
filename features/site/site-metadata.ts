import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/lib/env';
import type { SiteConfigMap } from '@/lib/api/contract/content';

/** Site-wide defaults from the configs (spec §1); pages override with their own SEO fields. */
export function siteMetadata(configs: SiteConfigMap): Metadata {
  const name = configs.SITE_NAME ?? 'Витрина';
  return {
    metadataBase: new URL(env().SITE_ORIGIN),
    title: { default: name, template: `%s — ${name}` },
    description: configs.SITE_DESCRIPTION,
    keywords: configs.SITE_KEYWORDS,
    applicationName: name,
    icons: { icon: '/favicon.svg' },
    openGraph: {
      type: 'website',
      locale: 'ru_RU',
      siteName: name,
      title: name,
      description: configs.SITE_DESCRIPTION,
      images: configs.SITE_IMAGE ? [{ url: configs.SITE_IMAGE }] : undefined,
    },
    formatDetection: { telephone: false },
  };
}
