import type { SiteConfigMap } from '@/lib/api/contract/content';

const FOOTER_KEYS = [
  'SITE_NAME',
  'SITE_DESCRIPTION',
  'VK',
  'TELEGRAM',
  'WHATSAPP',
  'VIBER',
  'INSTAGRAM',
  'TIKTOK',
  'ADDRESS_TEXT',
  'ADDRESS_LINK',
  'OFFICE_COORDINATES',
  'FOOTER_PHONE',
  'FOOTER_EMAIL',
  'POLICY_LINK',
  'AGREEMENT_LINK',
] as const;

export type FooterConfigs = Pick<SiteConfigMap, (typeof FOOTER_KEYS)[number]>;

/** The configs the footer shows: its props are in every page's RSC payload, the counters' markup is not theirs. */
export function footerConfigs(configs: SiteConfigMap): FooterConfigs {
  const picked: FooterConfigs = {};
  for (const key of FOOTER_KEYS) if (configs[key]) picked[key] = configs[key];
  return picked;
}
