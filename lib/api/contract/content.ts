import { z } from './zod-ru';
import { SITE_CONFIG_KEYS } from '../../constants';

export const siteConfigSchema = z.object({ name: z.enum(SITE_CONFIG_KEYS), value: z.string() });
export const siteConfigsSchema = z.array(siteConfigSchema);
export type SiteConfig = z.infer<typeof siteConfigSchema>;
/** Configs keyed by name; an unset key is absent. */
export type SiteConfigMap = Partial<Record<SiteConfig['name'], string>>;

export const NAV_TYPES = ['direct_link', 'page'] as const;
export const navigationItemSchema = z.object({
  /**
   * Spec §2.6: direct_link gives a plain link; any other type gives a page link to /{slug}/.
   * Any string is taken, so that a type the backend adds costs one entry, not the whole menu.
   */
  type: z.string().describe(`${NAV_TYPES.join(', ')}; any other type is shown as a page`),
  /** For direct_link: the link's target attribute (`_self` / `_blank`). */
  target: z.string().nullable(),
  /** A page's slug, or for direct_link the address the link opens. */
  slug: z.string(),
  title: z.string(),
});
export const menusSchema = z.object({ nav: z.array(navigationItemSchema) });

export const pageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  parent: z.string().nullable(),
  og: z.object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    image: z.object({ original: z.string() }).nullable(),
  }),
  seo: z.object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    h1: z.string().nullable(),
    keywords: z.string().nullable(),
  }),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;
export const pageSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/, 'Некорректный адрес страницы'),
});
export const pageExtendedQuerySchema = z.object({
  category_image_opts: z.string().max(200).optional(),
});
export const pagesQuerySchema = z.object({
  parent: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
});
export const pageListItemSchema = pageSchema.pick({
  id: true,
  slug: true,
  title: true,
  parent: true,
});
export const pagesListSchema = z.array(pageListItemSchema);

export const priceListDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  file: z.string(),
  type: z.string(),
  /** Size in KB, as the spec's download modal shows it. */
  size: z.number().int().nonnegative(),
});
export const priceListDocumentsSchema = z.array(priceListDocumentSchema);

export const deliveryMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  needs_address: z.boolean(),
});
export const deliveryListSchema = z.array(deliveryMethodSchema);

export const outletSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  hours: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Outlet = z.infer<typeof outletSchema>;
export const outletsSchema = z.array(outletSchema);
/** The download answers with the file itself; this only names it in the API reference. */
export const priceListFileSchema = z.string().describe('Файл прайс-листа (CSV или Excel)');
