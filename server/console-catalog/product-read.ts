import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { type z } from '@/lib/api/contract/zod-ru';
import {
  CONSOLE_PRODUCTS_PAGE_SIZE,
  type ConsoleProduct,
  type consoleProductsQuerySchema,
  type consoleProductsSchema,
} from '@/lib/api/contract/console-catalog';
import { EXCHANGE_OWNED_FIELDS } from '@/lib/catalog/exchange-owned-fields';
import type { Db, Tx } from '../db/client';
import { categories, products } from '../db/schema/catalog';
import { priceTypes, productPrices, productStocks, warehouses } from '../db/schema/exchange';
import { notFound } from '../http/errors';

type Query = z.output<typeof consoleProductsQuerySchema>;
type Page = z.input<typeof consoleProductsSchema>;
export type ProductRow = typeof products.$inferSelect;

/** LIKE's own characters taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listConsoleProducts(db: Db, query: Query): Promise<Page> {
  const parts: SQL[] = [];
  if (query.query) {
    const like = likeText(query.query);
    parts.push(or(ilike(products.title, like), ilike(products.article, like)) as SQL);
  }
  if (query.category_id) parts.push(eq(products.categoryId, query.category_id));
  if (query.visibility) parts.push(eq(products.isActive, query.visibility === 'active'));
  if (query.source) parts.push(eq(products.source, query.source));
  const where = parts.length ? and(...parts) : undefined;
  const size = CONSOLE_PRODUCTS_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        article: products.article,
        slug: products.slug,
        categoryId: products.categoryId,
        categoryTitle: categories.title,
        price: products.price,
        stock: products.stock,
        isActive: products.isActive,
        source: products.source,
        version: products.version,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(size)
      .offset((query.page - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const count = Number(total?.n ?? 0);
  const link = (page: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    params.set('page', String(page));
    return `/api/manager/catalog/products/?${params.toString()}`;
  };
  return {
    count,
    next: query.page * size < count ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map((r) => ({
      id: r.id,
      title: r.title,
      article: r.article,
      slug: r.slug,
      category: { id: r.categoryId, title: r.categoryTitle },
      price: r.price,
      stock: r.stock,
      is_active: r.isActive,
      source: r.source === '1c' ? '1c' : 'shop',
      version: r.version,
    })),
  };
}

export async function loadProductRow(db: Db | Tx, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound('Товар не найден.');
  return row;
}

/** Price per type and stock per warehouse of one product, every type and warehouse listed. */
export async function offersOf(db: Db | Tx, id: number) {
  // One after another: inside a transaction they share one connection, where pg only queues
  // overlapping queries (and pg 9 will refuse them).
  const types = await db.select().from(priceTypes).orderBy(asc(priceTypes.id));
  const prices = await db.select().from(productPrices).where(eq(productPrices.productId, id));
  const stores = await db.select().from(warehouses).orderBy(asc(warehouses.id));
  const stocks = await db.select().from(productStocks).where(eq(productStocks.productId, id));
  const priceOf = new Map(prices.map((p) => [p.priceTypeId, p.price]));
  const stockOf = new Map(stocks.map((s) => [s.warehouseId, Number(s.quantity)]));
  const base = types.find((t) => t.isBase) ?? null;
  return {
    base_price_type: base ? { id: base.id, name: base.name } : null,
    prices: types
      .filter((t) => !t.isBase)
      .map((t) => ({ price_type_id: t.id, name: t.name, price: priceOf.get(t.id) ?? null })),
    stocks: stores.map((w) => ({
      warehouse_id: w.id,
      name: w.name,
      quantity: stockOf.get(w.id) ?? 0,
    })),
  };
}

export async function productView(db: Db | Tx, row: ProductRow): Promise<ConsoleProduct> {
  const offers = await offersOf(db, row.id);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    article: row.article,
    barcode: row.barcode,
    brand: row.brand,
    vat_rate: row.vatRate,
    category_id: row.categoryId,
    unit: row.unit,
    pack_qty: row.packQty,
    min_qty: row.minQty,
    description: row.description,
    attributes: row.attributes,
    is_active: row.isActive,
    source: row.source === '1c' ? '1c' : 'shop',
    version: row.version,
    price: row.price,
    stock: row.stock,
    ...offers,
    exchange_owned: row.source === '1c' ? [...EXCHANGE_OWNED_FIELDS] : [],
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_h1: row.seoH1,
    seo_keywords: row.seoKeywords,
    og_title: row.ogTitle,
    og_description: row.ogDescription,
    og_image: row.ogImage,
  };
}

export async function consoleProduct(db: Db, id: number): Promise<ConsoleProduct> {
  return productView(db, await loadProductRow(db, id));
}
