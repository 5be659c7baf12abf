import { and, asc, eq } from 'drizzle-orm';
import type { Product, ProductCard } from '@/lib/api/contract/catalog';
import type { Db } from '../db/client';
import { productImages, productModels, products } from '../db/schema/catalog';
import { notFound } from '../http/errors';
import { loadCategoryIndex } from './category-index';
import { categoryCrumbs } from './category-listing';
import { cardColumns, toCard } from './product-card';
import { baseBreaks } from '../pricing/base-breaks';

const PRODUCT_NOT_FOUND = 'Товар не найден.';

async function imagesOf(db: Db, productId: number) {
  return db
    .select({
      id: productImages.id,
      url: productImages.url,
      alt: productImages.alt,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sort), asc(productImages.id));
}

/** `/api/product/{slug}/`: the card plus description, characteristics, pictures and place in the tree. */
export async function productBySlug(db: Db, slug: string): Promise<Product> {
  const [row] = await db
    .select({
      ...cardColumns,
      categoryId: products.categoryId,
      modelId: products.modelId,
      description: products.description,
      attributes: products.attributes,
      country: products.country,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      seoH1: products.seoH1,
      seoKeywords: products.seoKeywords,
      ogTitle: products.ogTitle,
      ogDescription: products.ogDescription,
      ogImage: products.ogImage,
    })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const [index, images, breaks] = await Promise.all([
    loadCategoryIndex(db),
    imagesOf(db, row.id),
    baseBreaks(db, row.id),
  ]);
  const category = index.byId.get(row.categoryId);
  if (!category) throw notFound(PRODUCT_NOT_FOUND);
  return {
    ...toCard(row),
    description: row.description,
    attributes: row.attributes,
    images: images.map((image) => ({ ...image, alt: image.alt || row.title })),
    breaks,
    category: { id: category.id, title: category.title, full_slug: category.fullSlug },
    breadcrumbs: [
      ...categoryCrumbs(index, category.id),
      { title: row.title, url: `/product/${row.slug}/` },
    ],
    country: row.country,
    model_id: row.modelId,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_h1: row.seoH1,
    seo_keywords: row.seoKeywords,
    og_title: row.ogTitle,
    og_description: row.ogDescription,
    og_image: row.ogImage,
  };
}

/** `/api/product/images/{id}/`: 404 for a product that is not there or not on sale. */
export async function productImagesById(db: Db, id: number) {
  const [row] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const images = await imagesOf(db, id);
  return images.map((image) => ({ ...image, alt: image.alt || row.title }));
}

/** `/api/products/model/{id}/`: a model and its variants on sale, cheapest first. */
export async function productModel(
  db: Db,
  id: number,
): Promise<{ id: number; title: string; variants: ProductCard[] }> {
  const [model] = await db.select().from(productModels).where(eq(productModels.id, id)).limit(1);
  if (!model) throw notFound('Модель товара не найдена.');
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.modelId, id), eq(products.isActive, true)))
    .orderBy(asc(products.price), asc(products.id));
  return { id: model.id, title: model.title, variants: rows.map(toCard) };
}
