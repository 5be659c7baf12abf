import 'server-only';
import type { QuickProduct } from '@/lib/api/contract/quick-order';
import { products } from '../db/schema/catalog';
import type { QuantityFacts } from '../cart/quantity-rules';

/** The product fields a review line needs, as Drizzle selects them. */
export const productColumns = {
  id: products.id,
  title: products.title,
  article: products.article,
  articleKey: products.articleKey,
  slug: products.slug,
  unit: products.unit,
  price: products.price,
  stock: products.stock,
  minQty: products.minQty,
  packQty: products.packQty,
  isActive: products.isActive,
};

export type ProductRow = QuantityFacts & {
  id: number;
  article: string;
  articleKey: string | null;
  slug: string;
  isActive: boolean;
};

export const toProduct = (r: ProductRow): QuickProduct => ({
  id: r.id,
  title: r.title,
  article: r.article,
  slug: r.slug,
  unit: r.unit,
  price: r.price,
  stock: r.stock,
  min_qty: r.minQty,
  pack_qty: r.packQty,
});
