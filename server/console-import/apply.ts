import { asc, eq, sql } from 'drizzle-orm';
import { slugify } from '@/lib/translit';
import { sanitizeRichText } from '../content/rich-text';
import { categories, products } from '../db/schema/catalog';
import { priceTypes, warehouses } from '../db/schema/exchange';
import { flushGoods } from '../exchange/goods';
import type { ImportContext } from '../exchange/import-context';
import { writeOffers, type OfferDraft } from '../exchange/offers-batch';
import type { ImportRow, RowError } from './rows';

/** Marks the goods of a spreadsheet inside the import; cleared before the transaction ends. */
const SHEET_ID = '#sheet:';
const BATCH = 500;

type Product = typeof products.$inferSelect;

/** The price type the «Цена» column fills: the base one (made when the shop has none). */
async function baseType(ctx: ImportContext): Promise<number> {
  const rows = await ctx.tx.select().from(priceTypes).orderBy(asc(priceTypes.id));
  const base = rows.find((r) => r.isBase);
  if (base) return base.id;
  const pick = rows.find((r) => /розн|базов/i.test(r.name)) ?? rows[0];
  if (pick) {
    await ctx.tx.update(priceTypes).set({ isBase: true }).where(eq(priceTypes.id, pick.id));
    return pick.id;
  }
  const [made] = await ctx.tx
    .insert(priceTypes)
    .values({ externalId: `${SHEET_ID}retail`, name: 'Розничная', isBase: true })
    .returning({ id: priceTypes.id });
  if (!made) throw new Error('price type not made');
  return made.id;
}

/** The «Остаток» column is the stock of the first warehouse (made when the shop has none). */
async function mainWarehouse(ctx: ImportContext): Promise<number> {
  const [first] = await ctx.tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .orderBy(asc(warehouses.id))
    .limit(1);
  if (first) return first.id;
  const [made] = await ctx.tx
    .insert(warehouses)
    .values({ externalId: `${SHEET_ID}main`, name: 'Основной склад' })
    .returning({ id: warehouses.id });
  if (!made) throw new Error('warehouse not made');
  return made.id;
}

/** A category by its name (any level, case aside); a new top-level one when there is none. */
async function categoryNamed(ctx: ImportContext, cache: Map<string, number>, name: string) {
  const key = name.trim().toLowerCase();
  const cached = cache.get(key);
  if (cached) return cached;
  const [found] = await ctx.tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.title}) = ${key}`)
    .orderBy(asc(categories.id))
    .limit(1);
  let id = found?.id;
  if (!id) {
    const base = slugify(name) || 'kategoriya';
    let slug = base;
    for (let n = 2; ; n += 1) {
      const [taken] = await ctx.tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.fullSlug, slug))
        .limit(1);
      if (!taken) break;
      slug = `${base}-${n}`;
    }
    const [made] = await ctx.tx
      .insert(categories)
      .values({ title: name.trim(), slug, fullSlug: slug, sort: 1000 })
      .returning({ id: categories.id });
    if (!made) throw new Error('category not made');
    id = made.id;
    ctx.stats.categoriesCreated += 1;
  }
  cache.set(key, id);
  return id;
}

/** Products already in the shop by article; shop-made ones get a marker Ид for the 1C code. */
async function existingOf(ctx: ImportContext, articles: string[]) {
  const rows = await ctx.tx
    .select()
    .from(products)
    .where(sql`${products.article} = any(${sql.param(articles)}::text[])`);
  const marked = rows.filter((r) => !r.externalId);
  if (marked.length)
    await ctx.tx.execute(sql`update products set external_id = ${`${SHEET_ID}id:`} || id
      where id = any(${sql.param(marked.map((r) => r.id))}::int[])`);
  for (const r of marked) r.externalId = `${SHEET_ID}id:${r.id}`;
  return new Map(rows.map((r) => [r.article, r]));
}

function draftOf(row: ImportRow, old: Product | undefined, categoryId: number) {
  return {
    externalId: old?.externalId ?? `${SHEET_ID}new:${row.article}`,
    wantedArticle: row.article,
    fields: {
      title: row.title ?? old?.title ?? row.article,
      barcode: row.barcode ?? old?.barcode ?? null,
      unit: row.unit ?? old?.unit ?? 'шт',
      // A cell is plain text from anyone's file: it reaches the public page only sanitised.
      description:
        row.description === null ? (old?.description ?? '') : sanitizeRichText(row.description),
      brand: row.brand ?? old?.brand ?? null,
      attributes: old?.attributes ?? [],
      vatRate: old?.vatRate ?? null,
      isActive: old?.isActive ?? true,
      categoryId,
      pictureFiles: old?.pictureFiles ?? [],
    },
  };
}

/**
 * The rows through the 1C import's own writers (goods-batch.ts and offers-batch.ts), inside the
 * caller's transaction: products by article (updated when known, made when new), prices of
 * the base type and stock. Then the shop's own goods lose the marker Ид and stay 'shop'.
 */
export async function applySheetRows(
  ctx: ImportContext,
  goods: readonly ImportRow[],
  errors: RowError[],
  defaultCategory: string,
  onProgress: (processed: number) => void,
): Promise<void> {
  const cache = new Map<string, number>();
  const typeId = await baseType(ctx);
  const warehouseId = await mainWarehouse(ctx);
  const touched: number[] = [];
  for (let start = 0; start < goods.length; start += BATCH) {
    const batch = goods.slice(start, start + BATCH);
    const existing = await existingOf(
      ctx,
      batch.map((g) => g.article),
    );
    const offers: OfferDraft[] = [];
    for (const row of batch) {
      const old = existing.get(row.article);
      if (!old && !row.title) {
        errors.push({ row: row.row, message: 'нового товара нет наименования' });
        continue;
      }
      if (old) touched.push(old.id);
      const categoryId = row.category
        ? await categoryNamed(ctx, cache, row.category)
        : (old?.categoryId ?? (await categoryNamed(ctx, cache, defaultCategory)));
      const draft = draftOf(row, old, categoryId);
      ctx.pending.goods.push(draft);
      if (row.price !== null || row.stock !== null)
        offers.push({
          externalId: draft.externalId,
          prices:
            row.price === null
              ? null
              : [{ typeId, price: row.price, unit: null, coefficient: null }],
          stock:
            row.stock === null
              ? null
              : { total: null, byWarehouse: new Map([[warehouseId, row.stock]]) },
          node: null,
        });
    }
    await flushGoods(ctx);
    await writeOffers(ctx, offers, () => Promise.resolve(null));
    onProgress(Math.min(goods.length, start + batch.length));
  }
  // An edit form opened before the import must not save over it (the console's version check).
  if (touched.length)
    await ctx.tx.execute(sql`update products set version = version + 1
      where id = any(${sql.param(touched)}::int[])`);
  await ctx.tx.execute(sql`update products set external_id = null, source = 'shop'
    where external_id like ${`${SHEET_ID}%`}`);
  errors.sort((a, b) => a.row - b.row);
}
