import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { replay } from '@/scripts/exchange/replay';

/** 1C's side of the e2e journey: a small CommerceML package, the replay tool, the sale calls. */

export const EXCHANGE_USER = { email: '1c@vitrina.by', password: 'Exchange-2026!' };

export interface E2eGood {
  /** 1C Ид of the good, unique per run. */
  id: string;
  title: string;
  group: string;
  price: string;
  stock: number;
}

/** An e2e run's own good, so the desktop and phone projects never see each other's. */
export function e2eGood(project: string): E2eGood {
  const run = `${project}-${Date.now().toString(36)}`;
  return {
    id: `e2e0c0de-0000-4000-8000-${Buffer.from(run).toString('hex').slice(-12).padStart(12, '0')}`,
    title: `Герметик кровельный Обмен-${run}`,
    group: `Поступления из 1С ${project}`,
    price: '123.45',
    stock: 77,
  };
}

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_210" ВерсияСхемы="2.10" ДатаФормирования="2026-11-25T12:00:00">';

/**
 * import.xml and offers.xml as 1C:УТ writes them, marked as changes only: a full catalogue
 * would hide every demo good it does not list (they came from 1C too). With `deleted`, the good
 * carries 1C's deletion mark: the shop hides it, and the demo catalogue is as it was.
 */
export async function writePackage(good: E2eGood, o: { deleted?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrina-e2e-1c-'));
  const group = `${good.id.slice(0, -4)}0001`;
  await writeFile(
    path.join(dir, 'import.xml'),
    `${HEAD}<Классификатор><Ид>e2e-classifier</Ид><Наименование>Классификатор</Наименование><Группы><Группа><Ид>${group}</Ид><Наименование>${good.group}</Наименование></Группа></Группы></Классификатор><Каталог СодержитТолькоИзменения="true"><Ид>e2e-catalog</Ид><ИдКлассификатора>e2e-classifier</ИдКлассификатора><Наименование>Каталог</Наименование><Товары><Товар><Ид>${good.id}</Ид><Артикул>ОБМ-${good.id.slice(-6)}</Артикул><Наименование>${good.title}</Наименование><БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница><Группы><Ид>${group}</Ид></Группы><Описание>Пришёл из 1С в e2e-тесте.</Описание>${o.deleted ? '<ПометкаУдаления>true</ПометкаУдаления>' : ''}</Товар></Товары></Каталог></КоммерческаяИнформация>\n`,
  );
  await writeFile(
    path.join(dir, 'offers.xml'),
    `${HEAD}<ПакетПредложений СодержитТолькоИзменения="true"><Ид>e2e-catalog#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>e2e-catalog</ИдКаталога><ИдКлассификатора>e2e-classifier</ИдКлассификатора><ТипыЦен><ТипЦены><Ид>d3e0c0de-0004-4000-8000-000000000001</Ид><Наименование>Розничная</Наименование><Валюта>BYN</Валюта></ТипЦены></ТипыЦен><Склады><Склад><Ид>d3e0c0de-0005-4000-8000-000000000001</Ид><Наименование>Склад Минск, Колодищи</Наименование></Склад></Склады><Предложения><Предложение><Ид>${good.id}</Ид><Наименование>${good.title}</Наименование><Цены><Цена><ИдТипаЦены>d3e0c0de-0004-4000-8000-000000000001</ИдТипаЦены><ЦенаЗаЕдиницу>${good.price}</ЦенаЗаЕдиницу><Валюта>BYN</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена></Цены><Остатки><Остаток><Склад><Ид>d3e0c0de-0005-4000-8000-000000000001</Ид><Количество>${good.stock}</Количество></Склад></Остаток></Остатки></Предложение></Предложения></ПакетПредложений></КоммерческаяИнформация>\n`,
  );
  return dir;
}

/** Plays 1C's catalogue exchange against the e2e server with the replay tool. */
export async function replayPackage(origin: string, dir: string) {
  return replay({
    url: `${origin}/api/1c/exchange/`,
    user: EXCHANGE_USER.email,
    password: EXCHANGE_USER.password,
    dir,
  });
}

/** A `sale` session of 1C: checkauth, then the calls with its cookie; answers as text. */
export async function saleSession(origin: string) {
  const url = (mode: string, extra: Record<string, string> = {}) =>
    `${origin}/api/1c/exchange/?${new URLSearchParams({ type: 'sale', mode, ...extra }).toString()}`;
  const auth = Buffer.from(`${EXCHANGE_USER.email}:${EXCHANGE_USER.password}`).toString('base64');
  const login = await (
    await fetch(url('checkauth'), { headers: { Authorization: `Basic ${auth}` } })
  ).text();
  const [head, name, value] = login.split('\n');
  if (head !== 'success') throw new Error(`checkauth: ${login}`);
  const cookie = `${name}=${value}`;
  const call = async (mode: string, extra: Record<string, string> = {}, body?: string) =>
    (
      await fetch(url(mode, extra), {
        method: body ? 'POST' : 'GET',
        headers: { Cookie: cookie },
        body: body ? Buffer.from(body) : undefined,
      })
    ).text();
  return {
    query: () => call('query'),
    success: () => call('success'),
    /** A documents file from 1C, uploaded and imported as 1C does it. */
    sendDocuments: async (xml: string) => {
      const filename = `documents-${Date.now()}.xml`;
      const file = await call('file', { filename }, xml);
      if (file.trim() !== 'success') throw new Error(`sale/file: ${file}`);
      return call('import', { filename });
    },
  };
}

/** The status document 1C sends back for an order: its number in 1C and «Статус заказа». */
export function statusDocument(order: { id: string; number: string }, status: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2026-11-25T12:00:00"><Документ><Ид>${order.id}</Ид><Номер>${order.number}</Номер><Номер1С>УТ-${order.number}</Номер1С><ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль><ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Статус заказа</Наименование><Значение>${status}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Документ></КоммерческаяИнформация>\n`;
}
