import { and, eq, ne } from 'drizzle-orm';
import { slugify } from '@/lib/translit';
import { categories } from '../db/schema/catalog';
import { exchangeProperties, priceTypes, warehouses } from '../db/schema/exchange';
import { ExchangeError } from './errors';
import { loadProperties, once, requireId, type ImportContext } from './import-context';
import { child, childrenNamed, textAt, textOf, type XmlNode } from './xml-node';

/** A full slug no other category holds: siblings of the same name get -2, -3… */
async function freeFullSlug(ctx: ImportContext, base: string, selfId: number | null) {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await ctx.tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        selfId === null
          ? eq(categories.fullSlug, candidate)
          : and(eq(categories.fullSlug, candidate), ne(categories.id, selfId)),
      )
      .limit(1);
    if (taken.length === 0) return candidate;
  }
}

/**
 * A Группа and the groups nested in it. Matched by Ид: a renamed group keeps its slug (links
 * stay valid); a moved one takes its new parent's path.
 */
export async function applyGroup(
  ctx: ImportContext,
  group: XmlNode,
  parent: { id: number; fullSlug: string } | null,
  sort: number,
): Promise<void> {
  const externalId = requireId(textOf(group, 'Ид'), 'Группа', group.line);
  once(ctx.seen.groups, externalId, 'Группа', group.line);
  const title = textOf(group, 'Наименование');
  if (!title)
    throw new ExchangeError(`Строка ${group.line}: у группы «${externalId}» пустое Наименование.`);
  const [existing] = await ctx.tx
    .select()
    .from(categories)
    .where(eq(categories.externalId, externalId))
    .limit(1);
  const parentId = parent?.id ?? null;
  let self: { id: number; fullSlug: string };
  if (existing) {
    const wanted = parent ? `${parent.fullSlug}/${existing.slug}` : existing.slug;
    const fullSlug =
      existing.parentId === parentId && existing.fullSlug === wanted
        ? existing.fullSlug
        : await freeFullSlug(ctx, wanted, existing.id);
    if (
      existing.title !== title ||
      existing.parentId !== parentId ||
      existing.fullSlug !== fullSlug
    ) {
      await ctx.tx
        .update(categories)
        .set({ title, parentId, fullSlug })
        .where(eq(categories.id, existing.id));
      ctx.stats.categoriesUpdated += 1;
    }
    self = { id: existing.id, fullSlug };
  } else {
    const slug = slugify(title) || 'gruppa';
    const fullSlug = await freeFullSlug(ctx, parent ? `${parent.fullSlug}/${slug}` : slug, null);
    const [made] = await ctx.tx
      .insert(categories)
      .values({
        title,
        slug: fullSlug.split('/').at(-1) ?? slug,
        fullSlug,
        parentId,
        sort,
        externalId,
      })
      .returning({ id: categories.id });
    if (!made) throw new ExchangeError(`Группа «${title}» не создана.`);
    ctx.stats.categoriesCreated += 1;
    self = { id: made.id, fullSlug };
  }
  ctx.categoryIds.set(externalId, self);
  const nested = childrenNamed(child(group, 'Группы'), 'Группа');
  for (const [index, sub] of nested.entries()) await applyGroup(ctx, sub, self, index);
}

/** A Свойство with its «Справочник» values, kept for goods that come in a later package. */
export async function applyProperty(ctx: ImportContext, node: XmlNode): Promise<void> {
  const externalId = requireId(textOf(node, 'Ид'), 'Свойство', node.line);
  const name = textOf(node, 'Наименование') || externalId;
  const values: Record<string, string> = {};
  for (const option of childrenNamed(child(node, 'ВариантыЗначений'), 'Справочник')) {
    const id = textOf(option, 'ИдЗначения');
    if (id) values[id] = textOf(option, 'Значение');
  }
  const properties = await loadProperties(ctx);
  const known = properties.get(externalId);
  if (known && known.name === name && JSON.stringify(known.values) === JSON.stringify(values))
    return;
  await ctx.tx
    .insert(exchangeProperties)
    .values({ externalId, name, values })
    .onConflictDoUpdate({ target: exchangeProperties.externalId, set: { name, values } });
  properties.set(externalId, { name, values });
}

export async function applyPriceType(ctx: ImportContext, node: XmlNode): Promise<void> {
  const externalId = requireId(textOf(node, 'Ид'), 'ТипЦены', node.line);
  const name = textOf(node, 'Наименование') || externalId;
  const currency = textOf(node, 'Валюта') || 'BYN';
  // Налог/УчтеноВСумме=false: the prices are without VAT; absent means they include it.
  const vatIncluded = textAt(node, ['Налог', 'УчтеноВСумме']).toLowerCase() !== 'false';
  const [row] = await ctx.tx
    .insert(priceTypes)
    .values({ externalId, name, currency, vatIncluded })
    .onConflictDoUpdate({ target: priceTypes.externalId, set: { name, currency, vatIncluded } })
    .returning({ id: priceTypes.id });
  if (row) ctx.priceTypeIds.set(externalId, row.id);
  ctx.stats.priceTypes += 1;
  ctx.baseTypeId = undefined;
}

export async function applyWarehouse(ctx: ImportContext, node: XmlNode): Promise<void> {
  const externalId = requireId(textOf(node, 'Ид'), 'Склад', node.line);
  const name = textOf(node, 'Наименование') || externalId;
  const [row] = await ctx.tx
    .insert(warehouses)
    .values({ externalId, name })
    .onConflictDoUpdate({ target: warehouses.externalId, set: { name } })
    .returning({ id: warehouses.id });
  if (row) ctx.warehouseIds.set(externalId, row.id);
  ctx.stats.warehouses += 1;
}
