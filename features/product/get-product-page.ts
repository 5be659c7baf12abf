import 'server-only';
import { cache } from 'react';
import type { Product, ProductCard } from '@/lib/api/contract/catalog';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { product as productEndpoint, productModel } from '@/lib/api/endpoints/catalog';
import { serverApi } from '@/bff/server-api';
import { RELATED_PRODUCTS_COUNT } from '@/lib/constants';
import { CACHE_TAGS, cachedLoad } from '@/lib/data/cache';
import { loadListing } from '@/lib/data/listing';
import { getSiteConfigs } from '@/lib/data/site-configs';

export interface ProductPageData {
  product: Product;
  /** Other variants of the same model (sizes, colours), this one included. */
  variants: ProductCard[];
  related: ProductCard[];
  configs: SiteConfigMap;
}

const SLUG_RE = /^[a-z0-9-]+$/;

const loadProduct = (slug: string) =>
  cachedLoad(['product', slug], [CACHE_TAGS.catalog, CACHE_TAGS.product(slug)], () =>
    serverApi(productEndpoint, { params: { slug } }),
  );

const loadVariants = async (modelId: number | null): Promise<ProductCard[]> => {
  if (modelId === null) return [];
  const model = await cachedLoad(['model', String(modelId)], [CACHE_TAGS.catalog], () =>
    serverApi(productModel, { params: { id: modelId } }),
  );
  return model?.variants ?? [];
};

/**
 * A product with what its page shows around it. Related products are the category's first
 * page in its default order — the very cache entry the category page uses.
 */
export const getProductPage = cache(async (slug: string): Promise<ProductPageData | null> => {
  if (!SLUG_RE.test(slug)) return null;
  const product = await loadProduct(slug);
  if (!product) return null;
  const [variants, listing, configs] = await Promise.all([
    loadVariants(product.model_id),
    loadListing(serverApi, product.category.full_slug, JSON.stringify({})),
    getSiteConfigs(serverApi),
  ]);
  const related = (listing?.products.results ?? [])
    .filter((p) => p.id !== product.id)
    .slice(0, RELATED_PRODUCTS_COUNT);
  return { product, variants: variants.length > 1 ? variants : [], related, configs };
});
