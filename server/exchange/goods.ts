import { ExchangeError } from './errors';
import {
  categoryByExternalId,
  loadProperties,
  once,
  requireId,
  warn,
  type ImportContext,
} from './import-context';
import { GOODS_BATCH, writeGoods } from './goods-batch';
import { ungroupedCategory } from './product-write';
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

/** ЗначенияРеквизитов as name → value («Полное наименование», «Вес», «ВидНоменклатуры»…). */
export function requisitesOf(node: XmlNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const item of childrenNamed(child(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')) {
    const name = textOf(item, 'Наименование');
    if (name && !out.has(name)) out.set(name, textOf(item, 'Значение'));
  }
  return out;
}

const SERVICE = /^(услуга|работа)$/i;

/** A «Вес» requisite as the attribute «Вес, кг» (1C writes it in kilograms). */
function weightOf(requisites: Map<string, string>) {
  const raw = requisites.get('Вес')?.trim().replace(',', '.') ?? '';
  const value = Number(raw);
  if (!raw || !Number.isFinite(value) || value <= 0) return [];
  return [{ name: 'Вес, кг', value: String(value).replace('.', ',') }];
}

/**
 * One Каталог/Товары/Товар, read into a draft and written with its batch (goods-batch.ts):
 * inserted or updated by its Ид; a deletion mark hides it. Services and works are skipped.
 */
export async function applyGood(ctx: ImportContext, node: XmlNode): Promise<void> {
  const externalId = requireId(textOf(node, 'Ид'), 'Товар', node.line);
  const requisites = requisitesOf(node);
  const kind = requisites.get('ВидНоменклатуры') ?? requisites.get('ТипНоменклатуры') ?? '';
  if (SERVICE.test(kind.trim())) {
    if (ctx.seen.goods.has(externalId)) once(ctx.seen.goods, externalId, 'Товар', node.line);
    once(ctx.seen.services, externalId, 'Товар', node.line);
    ctx.stats.servicesSkipped += 1;
    return;
  }
  if (ctx.seen.services.has(externalId)) once(ctx.seen.services, externalId, 'Товар', node.line);
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
  ctx.pending.goods.push({
    externalId,
    wantedArticle: textOf(node, 'Артикул'),
    fields: {
      title: title.slice(0, 500),
      barcode: textOf(node, 'Штрихкод') || null,
      unit: unitOf(node),
      description: textOf(node, 'Описание') || requisites.get('Полное наименование') || '',
      brand: textAt(node, ['Изготовитель', 'Наименование']) || null,
      attributes: [...(await attributesOf(ctx, node)), ...weightOf(requisites)],
      vatRate: vatRateOf(node),
      isActive: !deleted,
      categoryId: group?.id ?? (await ungroupedCategory(ctx)),
      pictureFiles: pictures,
    },
  });
  if (ctx.pending.goods.length >= GOODS_BATCH) await flushGoods(ctx);
}

/** Writes the goods read so far; called per batch and once at the end of the file. */
export async function flushGoods(ctx: ImportContext): Promise<void> {
  const batch = ctx.pending.goods;
  ctx.pending.goods = [];
  await writeGoods(ctx, batch);
}
