import { and, asc, eq, sql } from 'drizzle-orm';
import { productModels, products } from '../db/schema/catalog';
import { priceTypes, productPrices, productStocks } from '../db/schema/exchange';
import { ExchangeError } from './errors';
import {
  once,
  priceTypeId,
  requireId,
  warehouseId,
  warn,
  type ImportContext,
} from './import-context';
import { resolveArticle, upsertProduct, type ProductRow } from './product-write';
import { child, childrenNamed, textOf, type XmlNode } from './xml-node';

/** «1 234,50» or «50000.0» → '1234.50'; '' → null («цена по запросу»). */
function money(raw: string, line: number): string | null {
  const cleaned = raw.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!cleaned) return null;
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value < 0) {
    throw new ExchangeError(`Строка ${line}: цена «${raw}» не является числом.`);
  }
  return value.toFixed(2);
}

function quantity(raw: string, line: number): number {
  const value = Number(raw.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  if (!Number.isFinite(value))
    throw new ExchangeError(`Строка ${line}: количество «${raw}» не является числом.`);
  return value;
}

/** The base price type: set once; by default the first «розничная»/«базовая», else the first. */
async function baseTypeId(ctx: ImportContext): Promise<number | null> {
  if (ctx.baseTypeId !== undefined) return ctx.baseTypeId;
  const rows = await ctx.tx.select().from(priceTypes).orderBy(asc(priceTypes.id));
  const pick =
    rows.find((r) => r.isBase) ?? rows.find((r) => /розн|базов/i.test(r.name)) ?? rows[0];
  if (pick && !pick.isBase) {
    await ctx.tx.update(priceTypes).set({ isBase: true }).where(eq(priceTypes.id, pick.id));
  }
  ctx.baseTypeId = pick?.id ?? null;
  return ctx.baseTypeId;
}

/**
 * An offer «product#variant» whose variant the shop has not seen: a product of its own,
 * «Товар (характеристика)», orderable on its own, sharing the base product's model so the
 * product page lists it among the variants.
 */
async function variantOf(
  ctx: ImportContext,
  node: XmlNode,
  externalId: string,
): Promise<ProductRow | null> {
  const baseId = externalId.split('#')[0] ?? '';
  const [base] = await ctx.tx
    .select()
    .from(products)
    .where(eq(products.externalId, baseId))
    .limit(1);
  if (!base) return null;
  const traits = childrenNamed(child(node, 'ХарактеристикиТовара'), 'ХарактеристикаТовара').map(
    (c) => ({
      name: textOf(c, 'Наименование'),
      value: textOf(c, 'Значение'),
    }),
  );
  const named = textOf(node, 'Наименование');
  const suffix = traits
    .map((t) => t.value)
    .filter(Boolean)
    .join(', ');
  const title =
    named && named !== base.title ? named : `${base.title} (${suffix || externalId.split('#')[1]})`;
  let modelId = base.modelId;
  if (modelId === null) {
    const [model] = await ctx.tx
      .insert(productModels)
      .values({ title: base.title })
      .returning({ id: productModels.id });
    modelId = model?.id ?? null;
    await ctx.tx.update(products).set({ modelId }).where(eq(products.id, base.id));
  }
  return upsertProduct(
    ctx,
    externalId,
    {
      title,
      article: await resolveArticle(ctx, base.article, externalId, null),
      barcode: textOf(node, 'Штрихкод') || null,
      unit: base.unit,
      description: base.description,
      brand: base.brand,
      attributes: [...base.attributes, ...traits.filter((t) => t.name && t.value)],
      vatRate: base.vatRate,
      isActive: base.isActive,
      categoryId: base.categoryId,
      pictureFiles: base.pictureFiles,
      modelId,
    },
    null,
  );
}

/** The three forms 1C writes stock in; null when the offer says nothing of stock. */
function stockOf(node: XmlNode): { total: number | null; byWarehouse: Map<string, number> } | null {
  const byWarehouse = new Map<string, number>();
  let total: number | null = null;
  for (const s of childrenNamed(node, 'Склад')) {
    if (s.attrs.ИдСклада)
      byWarehouse.set(s.attrs.ИдСклада, quantity(s.attrs.КоличествоНаСкладе ?? '0', s.line));
  }
  for (const rest of childrenNamed(child(node, 'Остатки'), 'Остаток')) {
    const store = child(rest, 'Склад');
    if (store)
      byWarehouse.set(
        textOf(store, 'Ид'),
        quantity(textOf(store, 'Количество') || '0', store.line),
      );
    else if (child(rest, 'Количество')) total = quantity(textOf(rest, 'Количество'), rest.line);
  }
  const plain = child(node, 'Количество');
  if (plain && total === null) total = quantity(plain.text.trim() || '0', plain.line);
  if (byWarehouse.size === 0 && total === null) return null;
  return { total, byWarehouse };
}

async function writePrices(ctx: ImportContext, node: XmlNode, productId: number): Promise<boolean> {
  let changed = false;
  for (const price of childrenNamed(child(node, 'Цены'), 'Цена')) {
    const typeExternalId = textOf(price, 'ИдТипаЦены');
    const typeId = await priceTypeId(ctx, typeExternalId);
    if (typeId === null) {
      throw new ExchangeError(
        `Строка ${price.line}: тип цены «${typeExternalId}» не описан в ТипыЦен.`,
      );
    }
    const row = {
      price: money(textOf(price, 'ЦенаЗаЕдиницу'), price.line),
      unit: textOf(price, 'Единица') || null,
      coefficient: textOf(price, 'Коэффициент').replace(',', '.') || null,
    };
    const [old] = await ctx.tx
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.productId, productId), eq(productPrices.priceTypeId, typeId)));
    const oldCoefficient = old?.coefficient == null ? null : String(Number(old.coefficient));
    const newCoefficient = row.coefficient === null ? null : String(Number(row.coefficient));
    if (
      old &&
      old.price === row.price &&
      old.unit === row.unit &&
      oldCoefficient === newCoefficient
    )
      continue;
    await ctx.tx
      .insert(productPrices)
      .values({ productId, priceTypeId: typeId, ...row })
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.priceTypeId],
        set: row,
      });
    changed = true;
  }
  return changed;
}

async function writeStocks(ctx: ImportContext, node: XmlNode, product: ProductRow, name: string) {
  const stock = stockOf(node);
  if (!stock) return null;
  const wanted = new Map<number, string>();
  for (const [external, q] of stock.byWarehouse)
    wanted.set(await warehouseId(ctx, external), q.toFixed(3));
  const old = await ctx.tx
    .select()
    .from(productStocks)
    .where(eq(productStocks.productId, product.id));
  const same =
    old.length === wanted.size &&
    old.every((r) => wanted.get(r.warehouseId) === Number(r.quantity).toFixed(3));
  if (!same) {
    await ctx.tx.delete(productStocks).where(eq(productStocks.productId, product.id));
    const rows = [...wanted].map(([warehouseId, q]) => ({
      productId: product.id,
      warehouseId,
      quantity: q,
    }));
    if (rows.length) await ctx.tx.insert(productStocks).values(rows);
  }
  const figures = stock.byWarehouse.size ? [...stock.byWarehouse.values()] : [stock.total ?? 0];
  if (figures.some((q) => q < 0)) {
    ctx.stats.negativeStocks += 1;
    warn(ctx, `«${name}»: отрицательный остаток ${figures.join(', ')} учтён как 0.`);
  }
  return Math.floor(figures.reduce((sum, q) => sum + Math.max(0, q), 0));
}

/** One ПакетПредложений/Предложения/Предложение: prices per type and stock per warehouse. */
export async function applyOffer(ctx: ImportContext, node: XmlNode): Promise<void> {
  // Some 1C versions write a product without characteristics as «guid#».
  const externalId = requireId(textOf(node, 'Ид').replace(/#$/, ''), 'Предложение', node.line);
  once(ctx.seen.offers, externalId, 'Предложение', node.line);
  const [found] = await ctx.tx
    .select()
    .from(products)
    .where(eq(products.externalId, externalId))
    .limit(1);
  const product =
    found ?? (externalId.includes('#') ? await variantOf(ctx, node, externalId) : null);
  if (!product) {
    // 1C sends offers for goods not published to the site (services, filtered groups): skipped.
    ctx.stats.offersSkipped += 1;
    warn(ctx, `Предложение «${externalId}» пропущено: такого товара на сайте нет.`);
    return;
  }
  const pricesChanged = child(node, 'Цены') ? await writePrices(ctx, node, product.id) : false;
  const stock = await writeStocks(ctx, node, product, product.title);
  const set: { price?: string | null; stock?: number } = {};
  if (child(node, 'Цены')) {
    const base = await baseTypeId(ctx);
    const [row] =
      base === null
        ? []
        : await ctx.tx
            .select({ price: productPrices.price })
            .from(productPrices)
            .where(
              and(eq(productPrices.productId, product.id), eq(productPrices.priceTypeId, base)),
            );
    const price = row?.price ?? null;
    if (price !== product.price) set.price = price;
  }
  if (stock !== null && stock !== product.stock) set.stock = stock;
  if (Object.keys(set).length === 0 && !pricesChanged) {
    ctx.stats.offersUnchanged += 1;
    return;
  }
  if (Object.keys(set).length > 0) {
    await ctx.tx
      .update(products)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(products.id, product.id));
  }
  ctx.stats.offersUpdated += 1;
}
