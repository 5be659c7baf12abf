import { categories, productImages, products } from '@/server/db/schema/catalog';
import { CATALOG, listLeaves } from './catalog';
import type { PriceRow } from '../price-lists';
import { generateProducts, type ProductDraft } from './product-generator';
import { categoryRow, listCategories } from './category-rows';
import { createRng } from '../random';
import { priceRowOf, writeModels } from './product-models';
import type { Tx } from '@/server/db/client';

/** ~27 columns × 1000 rows stays well under PostgreSQL's 65 535 bind parameters. */
const BATCH = 1000;
export const CATALOG_SEED = 20_260_101;

/** Inserts the tree level by level, so each row's parent id is known. */
async function insertCategories(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const all = listCategories();
  for (let depth = 0; depth < 3; depth += 1) {
    const level = all.filter((c) => c.fullSlug.split('/').length === depth + 1);
    if (level.length === 0) continue;
    const inserted = await tx
      .insert(categories)
      .values(
        level.map((c) => ({
          ...categoryRow(c),
          parentId: c.parentFullSlug === null ? null : (ids.get(c.parentFullSlug) ?? null),
        })),
      )
      .returning({ id: categories.id, fullSlug: categories.fullSlug });
    for (const row of inserted) ids.set(row.fullSlug, row.id);
  }
  return ids;
}

export interface CatalogResult {
  rows: PriceRow[];
  section: { slug: string; title: string };
}

/** Categories, models, products and their pictures; returns what the price lists need. */
export async function seedCatalog(
  tx: Tx,
  options: { products: number; now: Date; log: (msg: string) => void },
): Promise<CatalogResult> {
  const categoryIds = await insertCategories(tx);
  const leaves = listLeaves();
  const leafIds = leaves.map((entry) => {
    const id = categoryIds.get(entry.fullSlug);
    if (id === undefined) throw new Error(`Нет категории ${entry.fullSlug}`);
    return id;
  });
  options.log(`Категории: ${categoryIds.size}`);

  const modelIds = new Map<number, number>();
  const rows: PriceRow[] = [];
  let done = 0;

  const flush = async (drafts: ProductDraft[]) => {
    await writeModels(tx, drafts, modelIds);
    const inserted = await tx
      .insert(products)
      .values(
        drafts.map(({ leafIndex, model, images: _images, ...d }) => ({
          ...d,
          categoryId: leafIds[leafIndex] ?? -1,
          modelId: model ? (modelIds.get(model.key) ?? null) : null,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(inserted.map((row) => [row.slug, row.id]));
    await tx.insert(productImages).values(
      drafts.flatMap((d) =>
        d.images.map((image) => ({
          productId: productIds.get(d.slug) ?? -1,
          url: image.url,
          alt: d.title,
          // width and height: the column default, 800 × 800, is what every generated picture is.
          sort: image.sort,
        })),
      ),
    );
    for (const d of drafts) rows.push(priceRowOf(d, leaves));
    done += drafts.length;
    if (done % 10_000 === 0 || done === options.products)
      options.log(`Товары: ${done} из ${options.products}`);
  };

  let batch: ProductDraft[] = [];
  for (const draft of generateProducts(
    createRng(CATALOG_SEED),
    leaves,
    options.products,
    options.now,
  )) {
    batch.push(draft);
    if (batch.length === BATCH) {
      await flush(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await flush(batch);

  const first = CATALOG[0];
  return { rows, section: { slug: first?.slug ?? 'katalog', title: first?.title ?? 'Каталог' } };
}
