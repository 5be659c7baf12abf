import { ExchangeError } from './errors';
import {
  categoryByExternalId,
  loadProperties,
  once,
  requireId,
  warn,
  type ImportContext,
} from './import-context';
import { findProduct, resolveArticle, ungroupedCategory, upsertProduct } from './product-write';
import { child, childrenNamed, textAt, textOf, type XmlNode } from './xml-node';

/** Unit text: «шт», or the short name when 1C sent only the ОКЕИ code. */
export function unitOf(node: XmlNode | undefined): string {
  const base = child(node, 'БазоваяЕдиница');
  const text = base?.children.length ? '' : (base?.text.trim() ?? '');
  const name =
    (text && !/^\d+$/.test(text) ? text : '') ||
    base?.attrs.НаименованиеКраткое?.trim() ||
    (base?.attrs.НаименованиеПолное?.trim() === 'Штука'
      ? 'шт'
      : base?.attrs.НаименованиеПолное?.trim()) ||
    'шт';
  return name.slice(0, 20);
}

/** «20», «10», «0» from СтавкиНалогов; «Без НДС» is 0; null when 1C sent none. */
function vatRateOf(node: XmlNode): string | null {
  for (const rate of childrenNamed(child(node, 'СтавкиНалогов'), 'СтавкаНалога')) {
    if (!/ндс/i.test(textOf(rate, 'Наименование'))) continue;
    const value = textOf(rate, 'Ставка');
    if (/без/i.test(value)) return '0.00';
    const number = Number.parseFloat(value.replace(',', '.'));
    if (Number.isFinite(number)) return number.toFixed(2);
  }
  return null;
}

/** ЗначенияСвойств → the product's {name, value} pairs, «Справочник» ids read as their values. */
async function attributesOf(ctx: ImportContext, node: XmlNode) {
  const properties = await loadProperties(ctx);
  const out: { name: string; value: string }[] = [];
  const values = child(node, 'ЗначенияСвойств');
  for (const item of [
    ...childrenNamed(values, 'ЗначенияСвойства'),
    ...childrenNamed(values, 'ЗначениеСвойства'),
  ]) {
    const property = properties.get(textOf(item, 'Ид'));
    for (const raw of childrenNamed(item, 'Значение').map((v) => v.text.trim())) {
      const value = property?.values[raw] ?? raw;
      // 1C sends an empty value or a zero GUID for «not set».
      if (!value || /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(value)) continue;
      out.push({ name: property?.name ?? textOf(item, 'Ид'), value });
    }
  }
  return out;
}

const isTrue = (value: string) => value.trim().toLowerCase() === 'true';

/** One Каталог/Товары/Товар: inserted or updated by its Ид; a deletion mark hides it. */
export async function applyGood(ctx: ImportContext, node: XmlNode): Promise<string> {
  const externalId = requireId(textOf(node, 'Ид'), 'Товар', node.line);
  once(ctx.seen.goods, externalId, 'Товар', node.line);
  const title = textOf(node, 'Наименование');
  if (!title) {
    throw new ExchangeError(`Строка ${node.line}: у товара «${externalId}» пустое Наименование.`);
  }
  const deleted = isTrue(textOf(node, 'ПометкаУдаления')) || textOf(node, 'Статус') === 'Удален';
  const groupId = textAt(node, ['Группы', 'Ид']);
  const group = groupId ? await categoryByExternalId(ctx, groupId) : null;
  if (groupId && !group)
    warn(ctx, `Товар «${title}»: группа «${groupId}» неизвестна — товар в «Товары из 1С».`);
  const pictures = childrenNamed(node, 'Картинка')
    .map((p) => p.text.trim())
    .filter(Boolean);
  ctx.stats.pictures += pictures.length;
  const existing = await findProduct(ctx, externalId);
  const product = await upsertProduct(
    ctx,
    externalId,
    {
      title: title.slice(0, 500),
      article: await resolveArticle(ctx, textOf(node, 'Артикул'), externalId, existing),
      barcode: textOf(node, 'Штрихкод') || null,
      unit: unitOf(node),
      description: textOf(node, 'Описание'),
      brand: textAt(node, ['Изготовитель', 'Наименование']) || null,
      attributes: await attributesOf(ctx, node),
      vatRate: vatRateOf(node),
      isActive: !deleted,
      categoryId: group?.id ?? (await ungroupedCategory(ctx)),
      pictureFiles: pictures,
    },
    existing,
  );
  return product.externalId ?? externalId;
}
