import { z } from './zod-ru';
import { priceBreakSchema } from './pricing';
import { moneySchema, pageQuerySchema, paginated } from './common';

export const seoFieldsSchema = z.object({
  og_description: z.string().nullable(),
  og_image: z.string().nullable(),
  og_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_h1: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  seo_title: z.string().nullable(),
});

export interface CategoryTreeNode {
  id: number;
  title: string;
  full_slug: string;
  children: CategoryTreeNode[];
}

export const categoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    full_slug: z.string(),
    children: z.array(categoryTreeNodeSchema),
  }),
);

export const categoryTreeSchema = z.array(categoryTreeNodeSchema);

export const categoryTreeQuerySchema = z.object({ lang: z.literal('ru').optional() });

export const unitSchema = z.string().max(20);

export const productImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A product as it stands in a grid, cart line or favourites. */
export const productCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  article: z.string(),
  unit: unitSchema,
  /** Null: «цена по запросу» (1C sent no price), not orderable. */
  price: moneySchema.nullable(),
  old_price: moneySchema.nullable(),
  /** Issue #13: the product's VAT rate in per cent (20, 10, 0) and whether `price` includes it. */
  vat_rate: z.number().min(0).max(100),
  price_includes_vat: z.boolean(),
  stock: z.number().int().nonnegative(),
  in_stock: z.boolean(),
  /** The least quantity that can be ordered and the step quantities go by. */
  min_qty: z.number().int().positive(),
  pack_qty: z.number().int().positive(),
  brand: z.string().nullable(),
  image: productImageSchema.nullable(),
  is_new: z.boolean(),
});

export type ProductCard = z.infer<typeof productCardSchema>;

export const breadcrumbSchema = z.object({ title: z.string(), url: z.string() });

export const productAttributeSchema = z.object({ name: z.string(), value: z.string() });

export const productSchema = productCardSchema.extend({
  ...seoFieldsSchema.shape,
  /** Issue #13: the base type's volume breaks, by min_quantity ascending (a buyer's own: /api/prices/). */
  breaks: z.array(priceBreakSchema),
  description: z.string(),
  attributes: z.array(productAttributeSchema),
  images: z.array(productImageSchema),
  category: z.object({ id: z.number().int(), title: z.string(), full_slug: z.string() }),
  breadcrumbs: z.array(breadcrumbSchema),
  country: z.string().nullable(),
  model_id: z.number().int().nullable(),
});

export type Product = z.infer<typeof productSchema>;

export const productModelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  variants: z.array(productCardSchema),
});

export const SORT_OPTIONS = ['popular', 'price', '-price', 'title', 'new'] as const;

export const sortSchema = z.enum(SORT_OPTIONS);

/** Query parameters `attr_<attribute name>=<value>` filter by any product attribute. */
export const ATTR_FILTER_PREFIX = 'attr_';

const MAX_ATTR_FILTERS = 10;

/**
 * Paging, sorting and filters of a category or search listing. Extra filters ride as attr_*
 * (the object is loose for them; everything else unknown is ignored, as DRF does).
 */
export const listingQuerySchema = pageQuerySchema
  .extend({
    product_image_opts: z.string().max(200).optional(),
    sort: sortSchema.optional(),
    price_min: z.coerce.number().nonnegative().max(1e9).optional(),
    price_max: z.coerce.number().nonnegative().max(1e9).optional(),
    in_stock: z.enum(['true', 'false']).optional(),
    brand: z.string().max(100).optional(),
    query: z.string().max(200).optional(),
  })
  .loose()
  .superRefine((q, ctx) => {
    if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
      ctx.addIssue({
        code: 'custom',
        path: ['price_max'],
        message: 'Цена «до» должна быть не меньше цены «от»',
      });
    }
    const attrs = Object.entries(q).filter(([k]) => k.startsWith(ATTR_FILTER_PREFIX));
    if (attrs.length > MAX_ATTR_FILTERS) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `Не больше ${MAX_ATTR_FILTERS} фильтров по характеристикам`,
      });
    }
    for (const [k, v] of attrs) {
      if (
        k.length <= ATTR_FILTER_PREFIX.length ||
        k.length > 100 ||
        typeof v !== 'string' ||
        v.length > 200
      ) {
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: 'Некорректный фильтр по характеристике',
        });
      }
    }
  });

export type ListingQuery = z.input<typeof listingQuerySchema>;

export type ListingParams = z.output<typeof listingQuerySchema>;

/** The attr_* filters of a parsed listing query, as {name, value} pairs sorted by name. */
export function attributeFilters(
  query: Readonly<Record<string, unknown>>,
): { name: string; value: string }[] {
  return Object.entries(query)
    .filter(
      (e): e is [string, string] =>
        e[0].startsWith(ATTR_FILTER_PREFIX) && typeof e[1] === 'string' && e[1] !== '',
    )
    .map(([k, value]) => ({ name: k.slice(ATTR_FILTER_PREFIX.length), value }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export const facetSchema = z.object({
  /** The query parameter that filters by it: `brand` or `attr_<attribute name>`. */
  name: z.string(),
  title: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});

export const categorySchema = seoFieldsSchema.extend({
  id: z.number().int().nullable(),
  title: z.string(),
  full_slug: z.string(),
  description: z.string().nullable(),
  breadcrumbs: z.array(breadcrumbSchema),
  children: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      full_slug: z.string(),
      image: z.string().nullable(),
      product_count: z.number().int(),
    }),
  ),
  facets: z.array(facetSchema),
  price_range: z.object({ min: moneySchema, max: moneySchema }).nullable(),
  products: paginated(productCardSchema),
});

export type Category = z.infer<typeof categorySchema>;

/** One URL of the sitemap: a storefront path (with its trailing slash) and when it changed. */
export const sitemapEntrySchema = z.object({ path: z.string(), lastmod: z.string().nullable() });

export const SITEMAP_SLICE_MAX = 10_000;

export const sitemapQuerySchema = z.object({
  offset: z.coerce.number().int().min(0, 'Смещение должно быть не меньше 0').default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Размер выборки должен быть не меньше 1')
    .max(SITEMAP_SLICE_MAX, `Размер выборки должен быть не больше ${SITEMAP_SLICE_MAX}`)
    .default(SITEMAP_SLICE_MAX),
});

/** Content pages, then categories, then products; `count` is the total of all three. */
export const sitemapSchema = z.object({
  count: z.number().int().nonnegative(),
  results: z.array(sitemapEntrySchema),
});
