/**
 * A generated 1C export for the exchange bench: import.xml (a classifier with nested groups and
 * properties, N goods with articles, descriptions, properties, requisites and VAT) and
 * offers.xml (two price types, two warehouses, N offers with both prices and stock per
 * warehouse), written as streams so the generator itself stays small in memory.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

const NOUNS = [
  'Кирпич',
  'Клей плиточный',
  'Смесь штукатурная',
  'Грунтовка',
  'Шпатлёвка',
  'Профиль',
  'Саморез',
  'Дюбель',
  'Утеплитель',
  'Гипсокартон',
  'Краска фасадная',
  'Затирка',
  'Герметик',
  'Пена монтажная',
  'Сетка армирующая',
];
const TRAITS = ['белый', 'серый', 'влагостойкий', 'морозостойкий', 'усиленный', 'лёгкий'];
const BRANDS = ['Ceresit', 'Knauf', 'Тайфун', 'ilmax', 'Forman', 'Bergauf'];
const GROUPS = 20;
const SUBGROUPS = 5;

const guid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function writeFile(file: string, parts: () => Generator<string>) {
  const out = createWriteStream(file, 'utf8');
  let buffer = '';
  for (const part of parts()) {
    buffer += part;
    if (buffer.length > 1 << 16) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}

function* importXml(total: number, edition: string): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield '<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-25T10:00:00">\n';
  yield '<Классификатор><Ид>bench</Ид><Наименование>Классификатор</Наименование><Группы>\n';
  for (let g = 0; g < GROUPS; g += 1) {
    yield `<Группа><Ид>${guid(1, g)}</Ид><Наименование>Раздел ${g + 1}</Наименование><Группы>`;
    for (let s = 0; s < SUBGROUPS; s += 1) {
      yield `<Группа><Ид>${guid(2, g * SUBGROUPS + s)}</Ид><Наименование>${NOUNS[(g + s) % NOUNS.length]} — группа ${g + 1}.${s + 1}</Наименование></Группа>`;
    }
    yield '</Группы></Группа>\n';
  }
  yield '</Группы><Свойства>\n';
  yield `<Свойство><Ид>${guid(3, 1)}</Ид><Наименование>Цвет</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>`;
  for (const [i, t] of TRAITS.entries())
    yield `<Справочник><ИдЗначения>${guid(4, i)}</ИдЗначения><Значение>${t}</Значение></Справочник>`;
  yield '</ВариантыЗначений></Свойство>\n';
  yield `<Свойство><Ид>${guid(3, 2)}</Ид><Наименование>Фасовка, кг</Наименование><ТипЗначений>Число</ТипЗначений></Свойство>\n`;
  yield '</Свойства></Классификатор>\n';
  yield '<Каталог СодержитТолькоИзменения="false"><Ид>bench</Ид><ИдКлассификатора>bench</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>\n';
  for (let n = 0; n < total; n += 1) {
    const noun = NOUNS[n % NOUNS.length] ?? '';
    const trait = TRAITS[n % TRAITS.length] ?? '';
    const brand = BRANDS[n % BRANDS.length] ?? '';
    const title = `${noun} ${trait} ${brand} ${(n % 50) + 1} кг арт. ${n}${edition}`;
    yield `<Товар><Ид>${guid(5, n)}</Ид><Артикул>BN-${n}</Артикул><Наименование>${esc(title)}</Наименование>`;
    yield '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница>';
    yield `<Группы><Ид>${guid(2, n % (GROUPS * SUBGROUPS))}</Ид></Группы>`;
    yield `<Описание>${esc(`${noun} ${trait} для внутренних и наружных работ. Производитель ${brand}.`)}</Описание>`;
    yield `<Изготовитель><Наименование>${brand}</Наименование></Изготовитель>`;
    yield `<ЗначенияСвойств><ЗначенияСвойства><Ид>${guid(3, 1)}</Ид><Значение>${guid(4, n % TRAITS.length)}</Значение></ЗначенияСвойства>`;
    yield `<ЗначенияСвойства><Ид>${guid(3, 2)}</Ид><Значение>${(n % 50) + 1}</Значение></ЗначенияСвойства></ЗначенияСвойств>`;
    yield '<СтавкиНалогов><СтавкаНалога><Наименование>НДС</Наименование><Ставка>20</Ставка></СтавкаНалога></СтавкиНалогов>';
    yield '<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>';
    yield `<ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>${(n % 50) + 1}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов>`;
    yield '</Товар>\n';
  }
  yield '</Товары></Каталог>\n</КоммерческаяИнформация>\n';
}

function* offersXml(total: number): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield '<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-25T10:00:00">\n';
  yield '<ПакетПредложений СодержитТолькоИзменения="false"><Ид>bench#</Ид><Наименование>Предложения</Наименование><ИдКаталога>bench</ИдКаталога><ИдКлассификатора>bench</ИдКлассификатора>\n';
  yield `<ТипыЦен><ТипЦены><Ид>${guid(6, 1)}</Ид><Наименование>Розничная</Наименование><Валюта>BYN</Валюта></ТипЦены>`;
  yield `<ТипЦены><Ид>${guid(6, 2)}</Ид><Наименование>Оптовая</Наименование><Валюта>BYN</Валюта></ТипЦены></ТипыЦен>\n`;
  yield `<Склады><Склад><Ид>${guid(7, 1)}</Ид><Наименование>Минск</Наименование></Склад><Склад><Ид>${guid(7, 2)}</Ид><Наименование>Брест</Наименование></Склад></Склады>\n`;
  yield '<Предложения>\n';
  for (let n = 0; n < total; n += 1) {
    const retail = (5 + (n % 997) * 1.37).toFixed(2);
    const wholesale = (Number(retail) * 0.9).toFixed(2);
    yield `<Предложение><Ид>${guid(5, n)}</Ид><Наименование>Товар ${n}</Наименование><Цены>`;
    yield `<Цена><ИдТипаЦены>${guid(6, 1)}</ИдТипаЦены><ЦенаЗаЕдиницу>${retail}</ЦенаЗаЕдиницу><Валюта>BYN</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена>`;
    yield `<Цена><ИдТипаЦены>${guid(6, 2)}</ИдТипаЦены><ЦенаЗаЕдиницу>${wholesale}</ЦенаЗаЕдиницу><Валюта>BYN</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена></Цены>`;
    yield `<Остатки><Остаток><Склад><Ид>${guid(7, 1)}</Ид><Количество>${n % 40}</Количество></Склад></Остаток>`;
    yield `<Остаток><Склад><Ид>${guid(7, 2)}</Ид><Количество>${n % 7}</Количество></Склад></Остаток></Остатки>`;
    yield '</Предложение>\n';
  }
  yield '</Предложения></ПакетПредложений>\n</КоммерческаяИнформация>\n';
}

/**
 * Writes import.xml and offers.xml of `total` goods into `dir`; returns their paths. `edition`
 * is appended to every title (a second edition of the catalogue renames every good).
 */
export async function generateExchangeFiles(dir: string, total: number, edition = '') {
  const importPath = path.join(dir, 'import.xml');
  const offersPath = path.join(dir, 'offers.xml');
  await writeFile(importPath, () => importXml(total, edition));
  await writeFile(offersPath, () => offersXml(total));
  return { importPath, offersPath };
}
