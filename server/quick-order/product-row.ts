import 'server-only';
import { sql } from 'drizzle-orm';
import type { QuickProduct } from '@/lib/api/contract/quick-order';
import { products } from '../db/schema/catalog';
import { inShownCategory } from '../catalog/hidden-categories';
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
  // Issue #14: a product under a category the manager hid is not sold, as if inactive.
  isActive: sql<boolean>`${products.isActive} and ${inShownCategory}`,
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
