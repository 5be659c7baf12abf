import { asc, eq, sql } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import { priceTypes, productPrices, productStocks } from '../db/schema/exchange';
import { flushGoods } from './goods';
import { warn, type ImportContext } from './import-context';
import type { ProductRow } from './product-write';
import type { XmlNode } from './xml-node';

export interface OfferPrice {
  typeId: number;
  price: string | null;
  unit: string | null;
  coefficient: string | null;
}

/** One Предложение read from the file, waiting for its batch. */
export interface OfferDraft {
  externalId: string;
  /** null: the offer has no Цены (a rests file); the prices stay as they were. */
  prices: OfferPrice[] | null;
  stock: { total: number | null; byWarehouse: Map<number, number> } | null;
  node: XmlNode | null;
}

export const OFFERS_BATCH = 1000;

type MakeVariant = (ctx: ImportContext, node: XmlNode, id: string) => Promise<ProductRow | null>;
interface Target {
  id: number;
  title: string;
  price: string | null;
  stock: number;
}

/**
 * The base price type: set once per file. It stays while the package prices in it; a base the
 * package does not price in (the demo's, or a type the owner took out of the exchange) would
 * leave every imported product «по запросу», so the package's first «розничная»/«базовая» type
 * takes over (else its first), and the exchange log says so.
 */
async function baseTypeId(ctx: ImportContext): Promise<number | null> {
  if (ctx.baseTypeId !== undefined) return ctx.baseTypeId;
  const rows = await ctx.tx.select().from(priceTypes).orderBy(asc(priceTypes.id));
  const sent = new Set(ctx.priceTypeIds.values());
  const current = rows.find((r) => r.isBase);
  const candidates = sent.size > 0 ? rows.filter((r) => sent.has(r.id)) : rows;
  const pick =
    current && (sent.size === 0 || sent.has(current.id))
      ? current
      : (candidates.find((r) => /розн|базов/i.test(r.name)) ?? candidates[0]);
  if (pick && !pick.isBase) {
    // One base at a time (a unique index): the old one is cleared first.
    await ctx.tx.update(priceTypes).set({ isBase: false }).where(eq(priceTypes.isBase, true));
    await ctx.tx.update(priceTypes).set({ isBase: true }).where(eq(priceTypes.id, pick.id));
    if (current)
      warn(
        ctx,
        `Тип цен «${current.name}» в пакете не пришёл: цена для гостей теперь из «${pick.name}».`,
      );
  }
  ctx.baseTypeId = pick?.id ?? null;
  return ctx.baseTypeId;
}

const coefficientKey = (c: string | null) => (c === null ? null : String(Number(c)));
const anyOf = (ids: readonly number[]) => sql.param([...ids]);

/** The offers' products, by Ид; an unknown «product#variant» becomes a variant product. */
async function targetsOf(ctx: ImportContext, drafts: readonly OfferDraft[], make: MakeVariant) {
  const rows = await ctx.tx
    .select({
      id: products.id,
      externalId: products.externalId,
      title: products.title,
      price: products.price,
      stock: products.stock,
    })
    .from(products)
    .where(
      sql`${products.externalId} = any(${sql.param(drafts.map((d) => d.externalId))}::text[])`,
    );
  const byId = new Map<string, Target>(rows.map((r) => [r.externalId ?? '', r]));
  const out: { draft: OfferDraft; product: Target }[] = [];
  for (const draft of drafts) {
    const product =
      byId.get(draft.externalId) ??
      (draft.node ? await make(ctx, draft.node, draft.externalId) : null);
    if (product) {
      out.push({ draft, product });
      continue;
    }
    // 1C sends offers for goods not published to the site (services, filtered groups): skipped.
    ctx.stats.offersSkipped += 1;
    warn(ctx, `Предложение «${draft.externalId}» пропущено: такого товара на сайте нет.`);
  }
  return out;
}

/** Whole-piece stock shown on the product: the sum over warehouses, negatives as 0 (logged). */
function stockTotal(ctx: ImportContext, stock: NonNullable<OfferDraft['stock']>, name: string) {
  const figures = stock.byWarehouse.size ? [...stock.byWarehouse.values()] : [stock.total ?? 0];
  if (figures.some((q) => q < 0)) {
    ctx.stats.negativeStocks += 1;
    warn(ctx, `«${name}»: отрицательный остаток ${figures.join(', ')} учтён как 0.`);
  }
  return Math.floor(figures.reduce((sum, q) => sum + Math.max(0, q), 0));
}

/**
 * Writes a batch of offers: one read each of the products, their prices and their stock rows,
 * then one upsert of the changed prices, one replace of the changed stock rows and one UPDATE
 * of the products whose shown price or stock moved. Unchanged offers write nothing.
 */
export async function writeOffers(
  ctx: ImportContext,
  drafts: readonly OfferDraft[],
  make: MakeVariant,
) {
  if (drafts.length === 0) return;
  // A file holding both a catalogue and offers: its goods must be written first.
  await flushGoods(ctx);
  const targets = await targetsOf(ctx, drafts, make);
  if (targets.length === 0) return;
  const ids = targets.map((t) => t.product.id);
  const oldPrices = await ctx.tx
    .select()
    .from(productPrices)
    .where(sql`${productPrices.productId} = any(${anyOf(ids)}::int[])`);
  const priceOf = new Map(oldPrices.map((p) => [`${p.productId}:${p.priceTypeId}`, p]));
  const oldStocks = await ctx.tx
    .select()
    .from(productStocks)
    .where(sql`${productStocks.productId} = any(${anyOf(ids)}::int[])`);
  const stocksOf = new Map<number, Map<number, string>>();
  for (const s of oldStocks) {
    const map = stocksOf.get(s.productId) ?? new Map<number, string>();
    map.set(s.warehouseId, Number(s.quantity).toFixed(3));
    stocksOf.set(s.productId, map);
  }
  const base = targets.some((t) => t.draft.prices) ? await baseTypeId(ctx) : null;
  const priceRows: (OfferPrice & { productId: number })[] = [];
  const stockRows: { productId: number; warehouseId: number; quantity: string }[] = [];
  const restocked: number[] = [];
  const shown: { id: number; price: string | null; setPrice: boolean; stock: number | null }[] = [];
  for (const { draft, product } of targets) {
    let changed = false;
    for (const p of draft.prices ?? []) {
      const old = priceOf.get(`${product.id}:${p.typeId}`);
      if (
        old?.price === p.price &&
        old.unit === p.unit &&
        coefficientKey(old.coefficient) === coefficientKey(p.coefficient)
      )
        continue;
      priceRows.push({ ...p, productId: product.id });
      changed = true;
    }
    let setPrice = false;
    let price: string | null = null;
    if (draft.prices) {
      const fresh = draft.prices.find((p) => p.typeId === base);
      price = fresh ? fresh.price : (priceOf.get(`${product.id}:${base}`)?.price ?? null);
      setPrice = base !== null ? price !== product.price : product.price !== null;
    }
    let stock: number | null = null;
    if (draft.stock) {
      const wanted = new Map([...draft.stock.byWarehouse].map(([w, q]) => [w, q.toFixed(3)]));
      const old = stocksOf.get(product.id) ?? new Map<number, string>();
      const same = old.size === wanted.size && [...old].every(([w, q]) => wanted.get(w) === q);
      if (!same) {
        restocked.push(product.id);
        for (const [warehouseId, quantity] of wanted)
          stockRows.push({ productId: product.id, warehouseId, quantity });
      }
      const total = stockTotal(ctx, draft.stock, product.title);
      if (total !== product.stock) stock = total;
    }
    if (setPrice || stock !== null) shown.push({ id: product.id, price, setPrice, stock });
    if (changed || setPrice || stock !== null) ctx.stats.offersUpdated += 1;
    else ctx.stats.offersUnchanged += 1;
  }
  await upsertPrices(ctx, priceRows);
  await replaceStocks(ctx, restocked, stockRows);
  await updateShown(ctx, shown);
}

async function upsertPrices(
  ctx: ImportContext,
  rows: readonly (OfferPrice & { productId: number })[],
) {
  if (rows.length === 0) return;
  await ctx.tx.execute(sql`
    insert into product_prices (product_id, price_type_id, price, unit, coefficient)
    select * from unnest(
      ${sql.param(rows.map((r) => r.productId))}::int[],
      ${sql.param(rows.map((r) => r.typeId))}::int[],
      ${sql.param(rows.map((r) => r.price))}::numeric[],
      ${sql.param(rows.map((r) => r.unit))}::text[],
      ${sql.param(rows.map((r) => r.coefficient))}::numeric[])
    on conflict (product_id, price_type_id) do update
      set price = excluded.price, unit = excluded.unit, coefficient = excluded.coefficient`);
}

async function replaceStocks(
  ctx: ImportContext,
  ids: readonly number[],
  rows: readonly { productId: number; warehouseId: number; quantity: string }[],
) {
  if (ids.length === 0) return;
  await ctx.tx.execute(
    sql`delete from product_stocks where product_id = any(${anyOf(ids)}::int[])`,
  );
  if (rows.length === 0) return;
  await ctx.tx.execute(sql`
    insert into product_stocks (product_id, warehouse_id, quantity)
    select * from unnest(
      ${sql.param(rows.map((r) => r.productId))}::int[],
      ${sql.param(rows.map((r) => r.warehouseId))}::int[],
      ${sql.param(rows.map((r) => r.quantity))}::numeric[])`);
}

async function updateShown(
  ctx: ImportContext,
  rows: readonly { id: number; price: string | null; setPrice: boolean; stock: number | null }[],
) {
  if (rows.length === 0) return;
  await ctx.tx.execute(sql`
    update products p set
      price = case when u.set_price then u.price else p.price end,
      stock = coalesce(u.stock, p.stock),
      updated_at = now()
    from unnest(
      ${sql.param(rows.map((r) => r.id))}::int[],
      ${sql.param(rows.map((r) => r.price))}::numeric[],
      ${sql.param(rows.map((r) => r.setPrice))}::boolean[],
      ${sql.param(rows.map((r) => r.stock))}::int[]) as u(id, price, set_price, stock)
    where p.id = u.id`);
}
