import { eq } from 'drizzle-orm';
import { productModels, products } from '../db/schema/catalog';
import { ExchangeError } from './errors';
import { once, priceTypeId, requireId, warehouseId, type ImportContext } from './import-context';
import { OFFERS_BATCH, writeOffers, type OfferPrice } from './offers-batch';
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

/**
 * An offer «product#variant» whose variant the shop has not seen: a product of its own,
 * «Товар (характеристика)», orderable on its own, sharing the base product's model so the
 * product page lists it among the variants.
 */
export async function variantOf(
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

/** One ПакетПредложений/Предложения/Предложение, read into a draft and written with its batch. */
export async function applyOffer(ctx: ImportContext, node: XmlNode): Promise<void> {
  // Some 1C versions write a product without characteristics as «guid#».
  const externalId = requireId(textOf(node, 'Ид').replace(/#$/, ''), 'Предложение', node.line);
  once(ctx.seen.offers, externalId, 'Предложение', node.line);
  const pricesNode = child(node, 'Цены');
  const prices = new Map<number, OfferPrice>();
  for (const price of childrenNamed(pricesNode, 'Цена')) {
    const typeExternalId = textOf(price, 'ИдТипаЦены');
    const typeId = await priceTypeId(ctx, typeExternalId);
    if (typeId === null) {
      throw new ExchangeError(
        `Строка ${price.line}: тип цены «${typeExternalId}» не описан в ТипыЦен.`,
      );
    }
    prices.set(typeId, {
      typeId,
      price: money(textOf(price, 'ЦенаЗаЕдиницу'), price.line),
      unit: textOf(price, 'Единица') || null,
      coefficient: textOf(price, 'Коэффициент').replace(',', '.') || null,
    });
  }
  const stock = stockOf(node);
  const byWarehouse = new Map<number, number>();
  for (const [external, q] of stock?.byWarehouse ?? []) {
    byWarehouse.set(await warehouseId(ctx, external), q);
  }
  ctx.pending.offers.push({
    externalId,
    prices: pricesNode ? [...prices.values()] : null,
    stock: stock ? { total: stock.total, byWarehouse } : null,
    // Only an offer of a characteristic may need its node again (to make the variant).
    node: externalId.includes('#') ? node : null,
  });
  if (ctx.pending.offers.length >= OFFERS_BATCH) await flushOffers(ctx);
}

export async function flushOffers(ctx: ImportContext): Promise<void> {
  const batch = ctx.pending.offers;
  ctx.pending.offers = [];
  await writeOffers(ctx, batch, variantOf);
}
