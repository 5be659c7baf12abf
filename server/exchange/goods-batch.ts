import { sql } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import { freeKeys } from './product-keys';
import type { ProductFields } from './product-write';
import type { ImportContext } from './import-context';
import { refreshSearch } from './search-bulk';

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

type Row = GoodDraft['fields'] & { article: string; externalId: string };

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
  await refreshSearch(ctx.tx, worded, -1);
  await updateGoods(ctx, updates);
  await refreshSearch(ctx.tx, worded, 1);
}

async function insertGoods(ctx: ImportContext, rows: readonly (Row & { slug: string })[]) {
  if (rows.length === 0) return;
  const made = await ctx.tx
    .insert(products)
    .values(rows.map((r) => ({ ...r, source: '1c', price: null, stock: 0 })))
    .returning({ id: products.id });
  ctx.stats.productsCreated += made.length;
  await refreshSearch(
    ctx.tx,
    made.map((m) => m.id),
    1,
  );
}

const texts = (rows: readonly Row[], pick: (r: Row) => string | null) => sql.param(rows.map(pick));

async function updateGoods(ctx: ImportContext, rows: readonly (Row & { id: number })[]) {
  if (rows.length === 0) return;
  await ctx.tx.execute(sql`
    update products p set
      title = u.title, article = u.article, barcode = u.barcode, unit = u.unit,
      description = u.description, brand = u.brand, attributes = u.attributes::jsonb,
      vat_rate = u.vat_rate::numeric, is_active = u.is_active, category_id = u.category_id,
      picture_files = u.picture_files::jsonb, source = '1c', updated_at = now(),
      article_key = vitrina_article_key(u.article)
    from unnest(
      ${sql.param(rows.map((r) => r.id))}::int[],
      ${texts(rows, (r) => r.title)}::text[],
      ${texts(rows, (r) => r.article)}::text[],
      ${texts(rows, (r) => r.barcode)}::text[],
      ${texts(rows, (r) => r.unit)}::text[],
      ${texts(rows, (r) => r.description)}::text[],
      ${texts(rows, (r) => r.brand)}::text[],
      ${texts(rows, (r) => JSON.stringify(r.attributes))}::text[],
      ${texts(rows, (r) => r.vatRate)}::text[],
      ${sql.param(rows.map((r) => r.isActive))}::boolean[],
      ${sql.param(rows.map((r) => r.categoryId))}::int[],
      ${texts(rows, (r) => JSON.stringify(r.pictureFiles))}::text[]
    ) as u(id, title, article, barcode, unit, description, brand, attributes, vat_rate,
           is_active, category_id, picture_files)
    where p.id = u.id`);
}
