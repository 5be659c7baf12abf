import 'server-only';
import type { Product } from '@/lib/api/contract/catalog';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { PRICE_CURRENCY_CODE } from '@/lib/constants';
import { SOCIAL_NETWORKS } from '@/lib/constants-frame';
import { env } from '@/lib/env';
import { canonicalUrl } from '@/lib/seo/canonical';

type Json = Record<string, unknown>;

/** Structured data for crawlers. `<` is escaped so no value can close the script element. */
export function JsonLd({ data }: { data: Json }) {
  const text = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />;
}

/** A site path or an absolute URL as an absolute URL. */
const absoluteUrl = (pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : env().SITE_ORIGIN + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);

export function breadcrumbJsonLd(crumbs: { title: string; url: string }[]): Json {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.title,
      item: canonicalUrl(c.url),
    })),
  };
}

/**
 * A product with its offer. A price on request gets no Offer at all: schema.org's Offer without
 * a price is an error for search engines, and a made-up 0 would be a false price.
 */
export function productJsonLd(p: Product, configs: SiteConfigMap): Json {
  const url = canonicalUrl(`/product/${p.slug}/`);
  return {
    '@type': 'Product',
    name: p.title,
    sku: p.article,
    url,
    image: p.images.map((i) => absoluteUrl(i.url)),
    description: p.seo_description ?? p.description,
    category: p.category.title,
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    ...(p.country ? { countryOfOrigin: p.country } : {}),
    additionalProperty: p.attributes.map((a) => ({
      '@type': 'PropertyValue',
      name: a.name,
      value: a.value,
    })),
    ...(p.price === null ? {} : { offers: productOffer(p, p.price, url, configs) }),
  };
}

function productOffer(p: Product, price: string, url: string, configs: SiteConfigMap): Json {
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: PRICE_CURRENCY_CODE,
    availability: p.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: p.min_qty, unitText: p.unit },
    ...(configs.SITE_NAME ? { seller: { '@type': 'Organization', name: configs.SITE_NAME } } : {}),
  };
}

export function organizationJsonLd(configs: SiteConfigMap): Json {
  const sameAs = SOCIAL_NETWORKS.map((n) => configs[n.key]).filter(
    (v): v is string => !!v && /^https?:\/\//.test(v),
  );
  return {
    '@type': 'Organization',
    name: configs.SITE_NAME ?? 'Витрина',
    url: env().SITE_ORIGIN,
    ...(configs.SITE_IMAGE ? { logo: absoluteUrl(configs.SITE_IMAGE) } : {}),
    ...(configs.SITE_DESCRIPTION ? { description: configs.SITE_DESCRIPTION } : {}),
    ...(configs.FOOTER_PHONE ? { telephone: configs.FOOTER_PHONE } : {}),
    ...(configs.FOOTER_EMAIL ? { email: configs.FOOTER_EMAIL } : {}),
    ...(configs.ADDRESS_TEXT
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: configs.ADDRESS_TEXT,
            addressCountry: 'BY',
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
