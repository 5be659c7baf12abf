import { and, eq, ne, sql } from 'drizzle-orm';
import { slugify } from '@/lib/translit';
import { categories, products } from '../db/schema/catalog';
import { ExchangeError } from './errors';
import type { ImportContext } from './import-context';
import { addSearchWords, refreshSearch } from './search-bulk';

export type ProductRow = typeof products.$inferSelect;
export type ProductFields = Pick<
  ProductRow,
  | 'title'
  | 'article'
  | 'barcode'
  | 'unit'
  | 'description'
  | 'brand'
  | 'attributes'
  | 'vatRate'
  | 'isActive'
  | 'categoryId'
  | 'pictureFiles'
> & { modelId?: number | null };

const UNGROUPED_ID = '#1c-ungrouped';

/** Goods without a known group land here rather than being refused. */
export async function ungroupedCategory(ctx: ImportContext): Promise<number> {
  const cached = ctx.categoryIds.get(UNGROUPED_ID);
  if (cached) return cached.id;
  const [existing] = await ctx.tx
    .select({ id: categories.id, fullSlug: categories.fullSlug })
    .from(categories)
    .where(eq(categories.externalId, UNGROUPED_ID))
    .limit(1);
  const row =
    existing ??
    (
      await ctx.tx
        .insert(categories)
        .values({
          title: 'Товары из 1С',
          slug: 'tovary-iz-1s',
          fullSlug: 'tovary-iz-1s',
          externalId: UNGROUPED_ID,
          sort: 1000,
        })
        .returning({ id: categories.id, fullSlug: categories.fullSlug })
    )[0];
  if (!row) throw new ExchangeError('Категория «Товары из 1С» не создана.');
  ctx.categoryIds.set(UNGROUPED_ID, row);
  return row.id;
}

async function taken(
  ctx: ImportContext,
  column: 'slug' | 'article',
  value: string,
  selfId: number | null,
) {
  const col = column === 'slug' ? products.slug : products.article;
  const rows = await ctx.tx
    .select({ id: products.id })
    .from(products)
    .where(selfId === null ? eq(col, value) : and(eq(col, value), ne(products.id, selfId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The article shown and searched: 1C's Артикул when no other product holds it; variants and
 * goods without one get a stable suffix from their Ид, so a re-import computes the same value.
 * The suffix is the Ид's tail, and 1C's GUIDs made on one machine share their last 8 digits:
 * characteristics of one good with one Артикул (real УТ exports have them) then count up.
 */
export async function resolveArticle(
  ctx: ImportContext,
  wanted: string,
  externalId: string,
  self: ProductRow | null,
): Promise<string> {
  const short = externalId.replace(/[^0-9a-zA-Z]/g, '').slice(-8);
  const base = wanted.trim().slice(0, 120) || `1C-${short}`;
  const suffixed = `${base}-${short}`;
  // Unchanged since the last import: no lookup (a re-import of 10,000 goods is the usual case).
  if (self && (self.article === base || self.article === suffixed)) return self.article;
  if (self?.article.startsWith(`${suffixed}-`)) return self.article;
  if (!(await taken(ctx, 'article', base, self?.id ?? null))) return base;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? suffixed : `${suffixed}-${n}`;
    if (!(await taken(ctx, 'article', candidate, self?.id ?? null))) return candidate;
  }
}

async function freeSlug(ctx: ImportContext, title: string, externalId: string): Promise<string> {
  const base = slugify(title) || 'tovar';
  if (!(await taken(ctx, 'slug', base, null))) return base;
  const short = externalId
    .replace(/[^0-9a-zA-Z]/g, '')
    .slice(-8)
    .toLowerCase();
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? `${base}-${short}` : `${base}-${short}-${n + 1}`;
    if (!(await taken(ctx, 'slug', candidate, null))) return candidate;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Inserts or updates one 1C product (an offer's variant: rare, so row by row), writing only
 * when something differs. The search columns follow by hand: the import runs with the
 * triggers off (search-bulk.ts).
 */
export async function upsertProduct(
  ctx: ImportContext,
  externalId: string,
  fields: ProductFields,
  existing: ProductRow | null,
): Promise<ProductRow> {
  if (!existing) {
    const slug = await freeSlug(ctx, fields.title, externalId);
    const [made] = await ctx.tx
      .insert(products)
      .values({ ...fields, slug, externalId, source: '1c', price: null, stock: 0 })
      .returning();
    if (!made) throw new ExchangeError(`Товар «${fields.title}» не создан.`);
    await refreshSearch(ctx.tx, [made.id]);
    ctx.stats.productsCreated += 1;
    return made;
  }
  const changes: Partial<ProductFields> = {};
  for (const key of Object.keys(fields) as (keyof ProductFields)[]) {
    if (!same(existing[key], fields[key])) Object.assign(changes, { [key]: fields[key] });
  }
  if (Object.keys(changes).length === 0 && existing.source === '1c') {
    ctx.stats.productsUnchanged += 1;
    return existing;
  }
  await addSearchWords(ctx.tx, [existing.id], -1);
  const [updated] = await ctx.tx
    .update(products)
    .set({ ...changes, source: '1c', updatedAt: sql`now()` })
    .where(eq(products.id, existing.id))
    .returning();
  await refreshSearch(ctx.tx, [existing.id]);
  if (changes.isActive === false) ctx.stats.productsHidden += 1;
  ctx.stats.productsUpdated += 1;
  return updated ?? existing;
}
