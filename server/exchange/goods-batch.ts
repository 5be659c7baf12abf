import { sql } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import { freeKeys } from './product-keys';
import type { ProductFields } from './product-write';
import type { ImportContext } from './import-context';
import { insertGoodRows, updateGoodRows, type GoodRow } from './goods-sql';
import { addSearchWords } from './search-bulk';

/** One Товар read from the file, waiting for its batch; the article is settled in the batch. */
export interface GoodDraft {
  externalId: string;
  wantedArticle: string;
  fields: Omit<ProductFields, 'article' | 'modelId'>;
}

/** Goods written per statement: large enough to amortise a round trip, small for memory. */
export const GOODS_BATCH = 1000;

const existingColumns = {
  id: products.id,
  externalId: products.externalId,
  title: products.title,
  article: products.article,
  barcode: products.barcode,
  unit: products.unit,
  description: products.description,
  brand: products.brand,
  attributes: products.attributes,
  vatRate: products.vatRate,
  isActive: products.isActive,
  categoryId: products.categoryId,
  pictureFiles: products.pictureFiles,
  source: products.source,
};
type Existing = { [K in keyof typeof existingColumns]: (typeof existingColumns)[K]['_']['data'] };

const COMPARED = [
  'title',
  'article',
  'barcode',
  'unit',
  'description',
  'brand',
  'attributes',
  'vatRate',
  'isActive',
  'categoryId',
  'pictureFiles',
] as const;
/** The columns the search words are made of: a change there moves the dictionary counts. */
const WORDED = ['title', 'brand', 'description', 'categoryId'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Row = GoodRow;

/**
 * Writes a batch of goods: one look-up of what exists, one multi-row INSERT of the new ones,
 * one UPDATE … FROM unnest of the changed ones, nothing for the unchanged (a re-import of the
 * same file writes no row). The search columns follow set-based (search-bulk.ts).
 */
export async function writeGoods(ctx: ImportContext, drafts: readonly GoodDraft[]) {
  if (drafts.length === 0) return;
  const ids = drafts.map((d) => d.externalId);
  const found = await ctx.tx
    .select(existingColumns)
    .from(products)
    .where(sql`${products.externalId} = any(${sql.param(ids)}::text[])`);
  const byId = new Map(found.map((r) => [r.externalId ?? '', r as Existing]));
  const keys = await freeKeys(
    ctx,
    drafts.map((d) => ({ ...d, self: byId.get(d.externalId) ?? null })),
  );
  const inserts: (Row & { slug: string })[] = [];
  const updates: (Row & { id: number })[] = [];
  const worded: number[] = [];
  for (const [index, draft] of drafts.entries()) {
    const row: Row = {
      ...draft.fields,
      article: keys[index]?.article ?? '',
      externalId: draft.externalId,
    };
    const old = byId.get(draft.externalId);
    if (!old) {
      inserts.push({ ...row, slug: keys[index]?.slug ?? '' });
      continue;
    }
    const changed = COMPARED.filter((k) => !same(old[k], row[k]));
    if (changed.length === 0 && old.source === '1c') {
      ctx.stats.productsUnchanged += 1;
      continue;
    }
    if (changed.includes('isActive') && row.isActive === false) ctx.stats.productsHidden += 1;
    ctx.stats.productsUpdated += 1;
    updates.push({ ...row, id: old.id });
    if (WORDED.some((k) => changed.includes(k))) worded.push(old.id);
  }
  await insertGoods(ctx, inserts);
  // The old words leave the dictionary before the text changes, the new ones come after.
  await addSearchWords(ctx.tx, worded, -1);
  if (updates.length) await updateGoodRows(ctx.tx, updates);
  await addSearchWords(ctx.tx, worded, 1);
}

async function insertGoods(ctx: ImportContext, rows: readonly (Row & { slug: string })[]) {
  if (rows.length === 0) return;
  const ids = await insertGoodRows(ctx.tx, rows);
  ctx.stats.productsCreated += ids.length;
  await addSearchWords(ctx.tx, ids, 1);
}
