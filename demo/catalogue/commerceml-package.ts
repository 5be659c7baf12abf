import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { escapeText } from '@/server/exchange/xml-writer';
import { listLeaves } from './catalog';
import { listCategories, type CategoryInput } from './category-rows';
import { generateProducts, type ProductDraft } from './product-generator';
import { createRng } from '../random';

/**
 * The demo catalogue as the CommerceML 2.10 package a 1C:УТ would send: import.xml (groups,
 * properties, goods) and offers.xml (price types, warehouses, prices and stock). The seed loads
 * it through the real importer, so every CI run walks the exchange path end to end.
 */

/** Stable GUID-shaped Ид, as 1C writes them: kind 1 goods, 2 groups, 3 properties, 4–5 offers. */
const guid = (kind: number, n: number) =>
  `d3e0c0de-000${kind}-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const demoProductId = (n: number) => guid(1, n);
export const demoGroupId = (n: number) => guid(2, n);

/** «Розничная» comes first: the importer makes the first retail type the one guests see. */
export const DEMO_PRICE_TYPES = [
  { id: guid(4, 1), name: 'Розничная', factor: 1 },
  { id: guid(4, 2), name: 'Мелкий опт', factor: 0.95 },
  { id: guid(4, 3), name: 'Крупный опт', factor: 0.9 },
] as const;
/**
 * A type's price from the base one, to the kopeck and half up in exact arithmetic — what
 * PostgreSQL's round(numeric, 2) gives, so the direct seed path writes the very same prices.
 */
export function typePrice(base: string, factor: number): string {
  const kopecks = Math.round(Number(base) * 100) * Math.round(factor * 100);
  return (Math.floor((kopecks + 50) / 100) / 100).toFixed(2);
}

/** Stock splits 70/30 between the two; the shop shows the sum, as before. */
export const DEMO_WAREHOUSES = [
  { id: guid(5, 1), name: 'Склад Минск, Колодищи' },
  { id: guid(5, 2), name: 'Склад Брест' },
] as const;

/** Writes to a file stream, waiting for it to drain so memory stays flat at 100,000 goods. */
class StreamWriter {
  private readonly out: fs.WriteStream;
  constructor(file: string) {
    this.out = fs.createWriteStream(file, { encoding: 'utf8' });
  }
  async line(text: string): Promise<void> {
    if (!this.out.write(`${text}\n`)) await once(this.out, 'drain');
  }
  async end(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
  }
}

const x = escapeText;
const header = (date: Date) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_210" ВерсияСхемы="2.10" ДатаФормирования="${date.toISOString().slice(0, 19)}">`;
const CLASSIFIER = { id: guid(6, 1), name: 'Классификатор (Основной каталог товаров)' };
const CATALOG_ID = guid(6, 2);

/** Every attribute name the generator can produce, so Свойства come before the goods. */
function propertyNames(): string[] {
  const names = new Set(['Производитель', 'Страна']);
  for (const { leaf } of listLeaves()) {
    for (const axis of leaf.spec.axes) if (axis.attr) names.add(axis.attr);
    for (const [name] of leaf.spec.facts ?? []) names.add(name);
  }
  return [...names];
}

async function writeGroups(w: StreamWriter, all: CategoryInput[], parent: string | null) {
  const children = all.filter((c) => c.parentFullSlug === parent);
  if (children.length === 0) return;
  await w.line('<Группы>');
  for (const c of children) {
    await w.line(
      `<Группа><Ид>${demoGroupId(all.indexOf(c) + 1)}</Ид><Наименование>${x(c.title)}</Наименование>`,
    );
    await writeGroups(w, all, c.fullSlug);
    await w.line('</Группа>');
  }
  await w.line('</Группы>');
}

function goodXml(d: ProductDraft, n: number, groupId: string, props: Map<string, string>) {
  const values = d.attributes
    .map(
      (a) =>
        `<ЗначенияСвойства><Ид>${props.get(a.name)}</Ид><Значение>${x(a.value)}</Значение></ЗначенияСвойства>`,
    )
    .join('');
  return [
    `<Товар><Ид>${demoProductId(n)}</Ид><Артикул>${x(d.article)}</Артикул>`,
    `<Наименование>${x(d.title)}</Наименование><БазоваяЕдиница>${x(d.unit)}</БазоваяЕдиница>`,
    `<Группы><Ид>${groupId}</Ид></Группы><Описание>${x(d.description)}</Описание>`,
    `<Изготовитель><Ид>${guid(7, 0)}</Ид><Наименование>${x(d.brand)}</Наименование></Изготовитель>`,
    `<ЗначенияСвойств>${values}</ЗначенияСвойств></Товар>`,
  ].join('');
}

function offerXml(d: ProductDraft, n: number) {
  const prices = DEMO_PRICE_TYPES.map(
    (t) =>
      `<Цена><Представление>${x(d.price)} BYN за ${x(d.unit)}</Представление><ИдТипаЦены>${t.id}</ИдТипаЦены><ЦенаЗаЕдиницу>${typePrice(d.price, t.factor)}</ЦенаЗаЕдиницу><Валюта>BYN</Валюта><Единица>${x(d.unit)}</Единица><Коэффициент>1</Коэффициент></Цена>`,
  ).join('');
  const minsk = Math.round(d.stock * 0.7);
  const [a, b] = DEMO_WAREHOUSES;
  return [
    `<Предложение><Ид>${demoProductId(n)}</Ид><Артикул>${x(d.article)}</Артикул><Наименование>${x(d.title)}</Наименование>`,
    `<Цены>${prices}</Цены><Количество>${d.stock}</Количество>`,
    `<Склад ИдСклада="${a.id}" КоличествоНаСкладе="${minsk}"/><Склад ИдСклада="${b.id}" КоличествоНаСкладе="${d.stock - minsk}"/>`,
    '</Предложение>',
  ].join('');
}

/**
 * Writes import.xml and offers.xml into `dir` in one pass over the generator (the same seed and
 * order as the direct path, so both yield the same catalogue). Returns the files' paths.
 */
export async function writeDemoPackage(
  dir: string,
  options: { products: number; now: Date; seed: number },
): Promise<{ importFile: string; offersFile: string }> {
  const importFile = path.join(dir, 'import.xml');
  const offersFile = path.join(dir, 'offers.xml');
  const imp = new StreamWriter(importFile);
  const off = new StreamWriter(offersFile);
  const categories = listCategories();
  const props = new Map(propertyNames().map((name, i) => [name, guid(3, i + 1)]));

  await imp.line(header(options.now));
  await imp.line(
    `<Классификатор><Ид>${CLASSIFIER.id}</Ид><Наименование>${CLASSIFIER.name}</Наименование>`,
  );
  await writeGroups(imp, categories, null);
  await imp.line('<Свойства>');
  for (const [name, id] of props) {
    await imp.line(
      `<Свойство><Ид>${id}</Ид><Наименование>${x(name)}</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>`,
    );
  }
  await imp.line('</Свойства></Классификатор>');
  await imp.line(
    `<Каталог СодержитТолькоИзменения="false"><Ид>${CATALOG_ID}</Ид><ИдКлассификатора>${CLASSIFIER.id}</ИдКлассификатора><Наименование>Основной каталог товаров</Наименование><Товары>`,
  );

  await off.line(header(options.now));
  await off.line(
    `<ПакетПредложений СодержитТолькоИзменения="false"><Ид>${CATALOG_ID}#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>${CATALOG_ID}</ИдКаталога><ИдКлассификатора>${CLASSIFIER.id}</ИдКлассификатора>`,
  );
  await off.line('<ТипыЦен>');
  for (const t of DEMO_PRICE_TYPES) {
    await off.line(
      `<ТипЦены><Ид>${t.id}</Ид><Наименование>${t.name}</Наименование><Валюта>BYN</Валюта><Налог><Наименование>НДС</Наименование><УчтеноВСумме>true</УчтеноВСумме></Налог></ТипЦены>`,
    );
  }
  await off.line('</ТипыЦен><Склады>');
  for (const s of DEMO_WAREHOUSES)
    await off.line(`<Склад><Ид>${s.id}</Ид><Наименование>${x(s.name)}</Наименование></Склад>`);
  await off.line('</Склады><Предложения>');

  const leafGroups = listLeaves().map(({ fullSlug }) =>
    demoGroupId(categories.findIndex((c) => c.fullSlug === fullSlug) + 1),
  );
  let n = 0;
  const drafts = generateProducts(
    createRng(options.seed),
    listLeaves(),
    options.products,
    options.now,
  );
  for (const d of drafts) {
    n += 1;
    await imp.line(goodXml(d, n, leafGroups[d.leafIndex] ?? '', props));
    await off.line(offerXml(d, n));
  }
  await imp.line('</Товары></Каталог></КоммерческаяИнформация>');
  await off.line('</Предложения></ПакетПредложений></КоммерческаяИнформация>');
  await Promise.all([imp.end(), off.end()]);
  return { importFile, offersFile };
}
