import type { Tx } from '@/server/db/client';
import { productModels } from '@/server/db/schema/catalog';
import type { PriceRow } from '../price-lists';
import type { listLeaves } from './catalog';
import type { ProductDraft } from './product-generator';

/** The model groups (variants of one good) the drafts name and `modelIds` lacks, inserted once. */
export async function writeModels(tx: Tx, drafts: ProductDraft[], modelIds: Map<number, number>) {
  const fresh = [
    ...new Map(
      drafts.flatMap((d) =>
        d.model && !modelIds.has(d.model.key) ? [[d.model.key, d.model.title] as const] : [],
      ),
    ).entries(),
  ];
  if (fresh.length === 0) return;
  const inserted = await tx
    .insert(productModels)
    .values(fresh.map(([, title]) => ({ title })))
    .returning({ id: productModels.id });
  // A multi-row INSERT … RETURNING yields rows in VALUES order.
  fresh.forEach(([key], i) => {
    const row = inserted[i];
    if (!row) throw new Error('Модели товаров вставлены не полностью');
    modelIds.set(key, row.id);
  });
}

/** A draft's line of the demo price list, under its top-level category. */
export function priceRowOf(d: ProductDraft, leaves: ReturnType<typeof listLeaves>): PriceRow {
  return {
    article: d.article,
    title: d.title,
    unit: d.unit,
    price: d.price,
    stock: d.stock,
    topSlug: leaves[d.leafIndex]?.top.slug ?? '',
  };
}
