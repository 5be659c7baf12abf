import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { categories } from '../db/schema/catalog';
import { exchangeProperties, priceTypes, warehouses } from '../db/schema/exchange';
import { ExchangeError } from './errors';
import type { GoodDraft } from './goods-batch';
import type { OfferDraft } from './offers-batch';

export interface ImportStats {
  categoriesCreated: number;
  categoriesUpdated: number;
  productsCreated: number;
  productsUpdated: number;
  productsUnchanged: number;
  /** Hidden by a deletion mark or by a full catalogue that no longer lists them. */
  productsHidden: number;
  offersUpdated: number;
  offersUnchanged: number;
  /** Offers whose product the shop does not know: skipped, their Ид in `warnings`. */
  offersSkipped: number;
  priceTypes: number;
  warehouses: number;
  /** Negative stock figures counted as zero. */
  negativeStocks: number;
  /** Picture paths 1C named. */
  pictures: number;
  /** Pictures processed and stored, found already stored, skipped (pictures.ts). */
  picturesStored?: number;
  picturesReused?: number;
  picturesFailed?: number;
  /** Goods whose ВидНоменклатуры/ТипНоменклатуры is «Услуга» or «Работа»: not shop products. */
  servicesSkipped: number;
  warnings: string[];
}

const MAX_WARNINGS = 50;

export function emptyStats(): ImportStats {
  return {
    categoriesCreated: 0,
    categoriesUpdated: 0,
    productsCreated: 0,
    productsUpdated: 0,
    productsUnchanged: 0,
    productsHidden: 0,
    offersUpdated: 0,
    offersUnchanged: 0,
    offersSkipped: 0,
    priceTypes: 0,
    warehouses: 0,
    negativeStocks: 0,
    pictures: 0,
    servicesSkipped: 0,
    warnings: [],
  };
}

export interface PropertyInfo {
  name: string;
  values: Record<string, string>;
}

/** What one file's import carries from record to record inside its transaction. */
export interface ImportContext {
  tx: Tx;
  fileName: string;
  stats: ImportStats;
  /**
   * Ид of goods, groups and offers met in this file: a second one is a refusal. `goods` is also
   * what a full catalogue lists (services skipped are kept apart, so they are not listed).
   */
  seen: { goods: Set<string>; groups: Set<string>; offers: Set<string>; services: Set<string> };
  /** Records read but not written yet: written in batches (goods-batch.ts, offers-batch.ts). */
  pending: { goods: GoodDraft[]; offers: OfferDraft[] };
  categoryIds: Map<string, { id: number; fullSlug: string }>;
  priceTypeIds: Map<string, number>;
  warehouseIds: Map<string, number>;
  properties: Map<string, PropertyInfo> | null;
  /** The base price type's id once looked up (undefined: not yet; reset when ТипыЦен come). */
  baseTypeId: number | null | undefined;
}

export function newContext(tx: Tx, fileName: string): ImportContext {
  return {
    tx,
    fileName,
    stats: emptyStats(),
    seen: { goods: new Set(), groups: new Set(), offers: new Set(), services: new Set() },
    pending: { goods: [], offers: [] },
    categoryIds: new Map(),
    priceTypeIds: new Map(),
    warehouseIds: new Map(),
    properties: null,
    baseTypeId: undefined,
  };
}

export function warn(ctx: ImportContext, message: string): void {
  if (ctx.stats.warnings.length < MAX_WARNINGS) ctx.stats.warnings.push(message);
}

/** Refuses a second record with the same Ид in one file: 1C never sends one, so it is damage. */
export function once(set: Set<string>, id: string, what: string, line: number): void {
  if (set.has(id)) {
    throw new ExchangeError(`Строка ${line}: ${what} с Ид «${id}» встречается в файле дважды.`);
  }
  set.add(ownCopy(id));
}

/**
 * The parser's text is a slice of the chunk it read, and V8 keeps the whole chunk for a slice:
 * kept for the file's length, 20,000 goods' Ид held 41 MB of the file instead of 2 MB, and
 * 100,000 ran a 160 MB heap out of memory. A fresh string holds only itself.
 */
const ownCopy = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

export function requireId(id: string, what: string, line: number): string {
  if (!id) throw new ExchangeError(`Строка ${line}: у элемента «${what}» нет Ид.`);
  return id;
}

export async function categoryByExternalId(ctx: ImportContext, externalId: string) {
  const cached = ctx.categoryIds.get(externalId);
  if (cached) return cached;
  const [row] = await ctx.tx
    .select({ id: categories.id, fullSlug: categories.fullSlug })
    .from(categories)
    .where(eq(categories.externalId, externalId))
    .limit(1);
  if (row) ctx.categoryIds.set(externalId, row);
  return row ?? null;
}

export async function priceTypeId(ctx: ImportContext, externalId: string): Promise<number | null> {
  const cached = ctx.priceTypeIds.get(externalId);
  if (cached !== undefined) return cached;
  const [row] = await ctx.tx
    .select({ id: priceTypes.id })
    .from(priceTypes)
    .where(eq(priceTypes.externalId, externalId))
    .limit(1);
  if (row) ctx.priceTypeIds.set(externalId, row.id);
  return row?.id ?? null;
}

export async function warehouseId(ctx: ImportContext, externalId: string): Promise<number> {
  const cached = ctx.warehouseIds.get(externalId);
  if (cached !== undefined) return cached;
  const [row] = await ctx.tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.externalId, externalId))
    .limit(1);
  if (row) {
    ctx.warehouseIds.set(externalId, row.id);
    return row.id;
  }
  // A stock row naming a warehouse 1C did not describe: keep the figure under its Ид.
  const [made] = await ctx.tx
    .insert(warehouses)
    .values({ externalId, name: `Склад ${externalId}` })
    .returning({ id: warehouses.id });
  if (!made) throw new ExchangeError(`Склад «${externalId}» не создан.`);
  warn(ctx, `Склад «${externalId}» не описан в файле: создан под своим Ид.`);
  ctx.warehouseIds.set(externalId, made.id);
  return made.id;
}

export async function loadProperties(ctx: ImportContext): Promise<Map<string, PropertyInfo>> {
  if (ctx.properties) return ctx.properties;
  const rows = await ctx.tx.select().from(exchangeProperties);
  ctx.properties = new Map(rows.map((r) => [r.externalId, { name: r.name, values: r.values }]));
  return ctx.properties;
}
