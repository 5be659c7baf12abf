import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { products } from '../db/schema/catalog';
import { priceTypes, productPrices, productStocks, warehouses } from '../db/schema/exchange';
import { ApiError } from '../http/errors';

export interface OffersInput {
  /** The base price (products.price); undefined: unchanged, null: «цена по запросу». */
  price?: string | null;
  prices?: { price_type_id: number; price: string | null }[];
  stocks?: { warehouse_id: number; quantity: number }[];
  stock?: number;
}

const money = (v: string | null) => (v === null ? null : Number(v).toFixed(2));

/**
 * Prices and stock as the 1C exchange keeps them (server/exchange/offers-batch.ts): one row
 * per price type in product_prices, the base type's also in products.price; one row per
 * warehouse in product_stocks, their whole-piece sum (negatives as 0) in products.stock.
 */
export async function writeOffers(tx: Tx, productId: number, input: OffersInput) {
  const errors: Record<string, string[]> = {};
  const types = await tx.select().from(priceTypes);
  const base = types.find((t) => t.isBase);
  const typeIds = new Set(types.map((t) => t.id));
  for (const p of input.prices ?? []) {
    if (!typeIds.has(p.price_type_id)) errors.prices = ['Такого типа цен нет'];
    else if (p.price_type_id === base?.id) errors.prices = ['Базовая цена задаётся полем «Цена»'];
  }
  const stores =
    input.stocks || input.stock !== undefined ? await tx.select().from(warehouses) : [];
  const storeIds = new Set(stores.map((w) => w.id));
  for (const s of input.stocks ?? []) {
    if (!storeIds.has(s.warehouse_id)) errors.stocks = ['Такого склада нет'];
  }
  if (input.stock !== undefined && stores.length > 0) {
    errors.stock = ['Остаток задаётся по складам'];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);

  const rows = [...(input.prices ?? [])];
  if (input.price !== undefined) {
    await tx
      .update(products)
      .set({ price: money(input.price) })
      .where(eq(products.id, productId));
    if (base) rows.push({ price_type_id: base.id, price: input.price });
  }
  for (const p of rows) {
    await tx
      .insert(productPrices)
      .values({ productId, priceTypeId: p.price_type_id, price: money(p.price) })
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.priceTypeId],
        set: { price: money(p.price) },
      });
  }
  if (input.stocks?.length) {
    for (const s of input.stocks) {
      await tx
        .insert(productStocks)
        .values({ productId, warehouseId: s.warehouse_id, quantity: String(s.quantity) })
        .onConflictDoUpdate({
          target: [productStocks.productId, productStocks.warehouseId],
          set: { quantity: String(s.quantity) },
        });
    }
    await tx
      .update(products)
      .set({
        stock: sql`(select coalesce(sum(greatest(floor(quantity), 0)), 0)::int
          from product_stocks where product_id = ${productId})`,
      })
      .where(eq(products.id, productId));
  }
  if (input.stock !== undefined) {
    await tx.update(products).set({ stock: input.stock }).where(eq(products.id, productId));
  }
}
