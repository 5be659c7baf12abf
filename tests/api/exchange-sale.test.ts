import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ExchangeError } from '@/server/exchange/errors';
import { exportOrders, importOrderDocuments, markOrdersExported } from '@/server/exchange/sale';
import { readOrderDocuments } from '@/server/exchange/sale-documents';
import { startTestServer, type TestServer } from '../support/test-server';
import { client, sessionFor, stockOf, withoutMinimumOrder } from './cart-helpers';
import {
  COMMENT,
  documentsFile,
  historyOf,
  mailCount,
  openSaleSession,
  ORGANIZATION,
  orderRow,
  placeOrder,
  requisites,
  saleDocument,
  subjectsTo,
} from './exchange-sale-helpers';
import { childText, childrenOf, parseXml, type XmlNode } from './xml-tree';

let api: TestServer;
let dir: string;
let session: { id: number };
beforeAll(async () => {
  api = await startTestServer({ products: 40 });
  await withoutMinimumOrder(api);
  dir = await mkdtemp(path.join(tmpdir(), 'sale-'));
  session = await openSaleSession(api);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await api.close();
});

const deps = () => ({ db: api.db, mailer: api.deps.mailer, siteOrigin: api.deps.siteOrigin });
async function exported(): Promise<Map<string, XmlNode>> {
  const root = parseXml(await exportOrders(api.db, session));
  return new Map(childrenOf(root, 'Документ').map((d) => [childText(d, 'Номер') ?? '', d]));
}

async function manager() {
  return client(api, await sessionFor(api, 'manager@vitrina.by'));
}

describe('sale query: orders out to 1C', () => {
  it('exports a placed order with its buyer, lines, sums and 1C product ids', async () => {
    const { order, a, b, externalId } = await placeOrder(api);
    const xml = await exportOrders(api.db, session);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация')).toBe(
      true,
    );
    const root = parseXml(xml);
    expect(root.name).toBe('КоммерческаяИнформация');
    expect(root.attrs.ВерсияСхемы).toBe('2.10');
    expect(root.attrs.ДатаФормирования).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const doc = childrenOf(root, 'Документ').find((d) => childText(d, 'Номер') === order.number);
    if (!doc) throw new Error('Заказа нет в выгрузке');
    expect(doc.children.map((c) => c.name)).toEqual([
      'Ид',
      'Номер',
      'Дата',
      'ХозОперация',
      'Роль',
      'Валюта',
      'Курс',
      'Сумма',
      'Контрагенты',
      'Время',
      'Комментарий',
      'Налоги',
      'Товары',
      'ЗначенияРеквизитов',
    ]);
    expect(childText(doc, 'Ид')).toBe(String(order.id));
    expect(childText(doc, 'ХозОперация')).toBe('Заказ товара');
    expect(childText(doc, 'Роль')).toBe('Продавец');
    expect(childText(doc, 'Валюта')).toBe('BYN');
    expect(childText(doc, 'Курс')).toBe('1');
    expect(childText(doc, 'Сумма')).toBe('70.30');
    expect(childText(doc, 'Дата')).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(childText(doc, 'Время')).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(childText(doc, 'Комментарий')).toBe(COMMENT);

    const [buyer, ...others] = childrenOf(doc, 'Контрагенты', 'Контрагент');
    expect(others).toHaveLength(0);
    if (!buyer) throw new Error('Нет контрагента');
    expect(childText(buyer, 'Наименование')).toBe(ORGANIZATION);
    expect(childText(buyer, 'ОфициальноеНаименование')).toBe(ORGANIZATION);
    expect(childText(buyer, 'ИНН')).toBe('190000005');
    expect(childText(buyer, 'Роль')).toBe('Покупатель');
    expect(childText(buyer, 'Адрес', 'Представление')).toBe('г. Минск, ул. Тестовая, 1');
    expect(childText(buyer, 'Адрес', 'Комментарий')).toBe('Торговая точка: Точка 1');
    expect(
      childrenOf(buyer, 'Контакты', 'Контакт').map((c) => [
        childText(c, 'Тип'),
        childText(c, 'Значение'),
      ]),
    ).toEqual([
      ['Почта', 'petr@test.by'],
      ['Телефон рабочий', '+375291112233'],
    ]);
    expect(childText(buyer, 'Представители', 'Представитель', 'Контрагент', 'Наименование')).toBe(
      'Пётр Тестов',
    );

    const lines = childrenOf(doc, 'Товары', 'Товар').map((t) =>
      [
        'Ид',
        'Артикул',
        'Наименование',
        'БазоваяЕдиница',
        'ЦенаЗаЕдиницу',
        'Количество',
        'Сумма',
      ].map((name) => childText(t, name)),
    );
    expect(lines).toEqual([
      [externalId, a.article, a.title, a.unit, '19.90', '2', '39.80'],
      [`vitrina-${b.id}`, b.article, b.title, b.unit, '3.05', '10', '30.50'],
    ]);
    // Issue #13: each line's VAT rate and sum (inside the price, rounded per line), the
    // document's VAT their sum.
    const kopecks = (v: string | undefined) => Math.round(Number(v) * 100);
    let vatTotal = 0;
    for (const [t, product] of childrenOf(doc, 'Товары', 'Товар').map(
      (t, i) => [t, i === 0 ? a : b] as const,
    )) {
      const rate = product.vatRate === null ? 20 : Number(product.vatRate);
      expect(childText(t, 'СтавкиНалогов', 'СтавкаНалога', 'Наименование')).toBe('НДС');
      expect(childText(t, 'СтавкиНалогов', 'СтавкаНалога', 'Ставка')).toBe(String(rate));
      expect(childText(t, 'Налоги', 'Налог', 'УчтеноВСумме')).toBe('true');
      const vat = kopecks(childText(t, 'Налоги', 'Налог', 'Сумма'));
      expect(vat).toBe(Math.round((kopecks(childText(t, 'Сумма')) * rate) / (100 + rate)));
      vatTotal += vat;
    }
    expect(childText(doc, 'Налоги', 'Налог', 'Наименование')).toBe('НДС');
    expect(childText(doc, 'Налоги', 'Налог', 'УчтеноВСумме')).toBe('true');
    expect(kopecks(childText(doc, 'Налоги', 'Налог', 'Сумма'))).toBe(vatTotal);
    expect(requisites(doc)).toMatchObject({
      'Статус заказа': 'Новый',
      Отменен: 'false',
      'Метод оплаты': 'Безналичный расчёт по счёту',
      'Способ доставки': 'Самовывоз со склада в Минске',
      'Торговая точка': 'Точка 1',
      'Комментарий покупателя': COMMENT,
    });
  });

  it('sends an order once after success, and again after a status change', async () => {
    const { order } = await placeOrder(api);
    expect((await exported()).has(order.number)).toBe(true);
    await markOrdersExported(api.db, session);
    expect((await exported()).has(order.number)).toBe(false);

    const res = await (
      await manager()
    ).post(`/api/manager/orders/${order.id}/status/`, {
      status: 'confirmed',
    });
    expect(res.status).toBe(200);
    const again = (await exported()).get(order.number);
    if (!again) throw new Error('Изменённый заказ не выгружен');
    expect(requisites(again)['Статус заказа']).toBe('Подтверждён');
    await markOrdersExported(api.db, session);
    expect((await exported()).has(order.number)).toBe(false);
  });

  it('sends again an order changed between query and success', async () => {
    const { order } = await placeOrder(api);
    expect((await exported()).has(order.number)).toBe(true);
    const res = await (
      await manager()
    ).post(`/api/manager/orders/${order.id}/status/`, {
      status: 'cancelled',
    });
    expect(res.status).toBe(200);
    await markOrdersExported(api.db, session);
    const again = (await exported()).get(order.number);
    if (!again) throw new Error('Заказ, изменённый до success, не выгружен снова');
    expect(requisites(again)).toMatchObject({ 'Статус заказа': 'Отменён', Отменен: 'true' });
    await markOrdersExported(api.db, session);
  });
});

describe('sale import: documents back from 1C', () => {
  it("takes 1C's number and shipment, keeps the history and mails the buyer", async () => {
    const { buyer, order } = await placeOrder(api);
    await exported();
    await markOrdersExported(api.db, session);
    const file = await documentsFile(
      dir,
      saleDocument(
        { Ид: String(order.id), Номер: order.number, Номер1С: 'УТ-00042', Дата: '2026-11-23' },
        {
          Проведен: 'true',
          'Дата оплаты по 1С': 'T',
          'Номер отгрузки по 1С': 'РН-17',
          'Дата отгрузки по 1С': '2026-11-23T10:00:00',
        },
      ),
    );
    const result = await importOrderDocuments(deps(), file);
    expect(result).toMatchObject({ updated: 1, unknown: 0, refused: 0 });

    const row = await orderRow(api, order.id);
    expect(row.status).toBe('shipped');
    expect(row.externalNumber).toBe('УТ-00042');
    const history = await historyOf(api, order.id);
    expect(history.map((h) => h.status)).toEqual(['new', 'shipped']);
    expect(history[1]?.comment).toContain('УТ-00042');
    expect(history[1]?.comment).toContain('РН-17');
    expect(await subjectsTo(api, buyer.email)).toContain(`Заказ № ${order.number}: отгружен`);
    // What 1C did itself is not sent back to it.
    expect((await exported()).has(order.number)).toBe(false);

    // The same file again changes nothing and mails nobody.
    const before = await mailCount(api);
    expect(await importOrderDocuments(deps(), file)).toMatchObject({ updated: 0 });
    expect(await mailCount(api)).toBe(before);
  });

  it('cancels on «Отменен» (stock back) and refuses to move a cancelled order', async () => {
    const { order, b } = await placeOrder(api);
    expect(await stockOf(api, b.id)).toBe(90);
    const cancel = await documentsFile(
      dir,
      saleDocument(
        { Ид: randomUUID(), Номер: order.number },
        { Отменен: 'true', 'Статус заказа': 'Подтвержден' },
      ),
      'utf-8',
    );
    expect(await importOrderDocuments(deps(), cancel)).toMatchObject({ updated: 1 });
    expect((await orderRow(api, order.id)).status).toBe('cancelled');
    expect(await stockOf(api, b.id)).toBe(100);

    const back = await documentsFile(
      dir,
      saleDocument({ Номер: order.number }, { 'Статус заказа': 'Подтверждён' }),
    );
    expect(await importOrderDocuments(deps(), back)).toMatchObject({ updated: 0, refused: 1 });
    expect((await orderRow(api, order.id)).status).toBe('cancelled');
  });

  it('skips orders the shop does not have, and reads a real 1C-Bitrix file', async () => {
    const before = await mailCount(api);
    const file = await documentsFile(
      dir,
      saleDocument(
        { Ид: randomUUID(), Номер: 'НЕТ-ТАКОГО-00001' },
        { 'Статус заказа': 'Отгружен' },
      ),
    );
    expect(await importOrderDocuments(deps(), file)).toMatchObject({ updated: 0, unknown: 1 });

    const real = {
      path: path.join(import.meta.dirname, '../fixtures/commerceml/bitrix-sale-query-document.xml'),
      name: 'bitrix-sale-query-document.xml',
    };
    const [doc, ...rest] = await readOrderDocuments(real);
    expect(rest).toHaveLength(0);
    expect(doc).toMatchObject({
      id: '132',
      number: '132',
      operation: 'Заказ товара',
      facts: {
        statusName: '[N] Принят, ожидается оплата',
        cancelled: false,
        paid: null,
        shipped: null,
      },
    });
    expect(await importOrderDocuments(deps(), real)).toMatchObject({ updated: 0, unknown: 1 });
    expect(await mailCount(api)).toBe(before);
  });

  it('refuses a malformed file, a DTD and a foreign root, writing nothing', async () => {
    const { order } = await placeOrder(api);
    const before = {
      mails: await mailCount(api),
      history: (await historyOf(api, order.id)).length,
    };
    const good = saleDocument({ Номер: order.number, Номер1С: '777' }, { Отменен: 'true' });
    const broken = await documentsFile(dir, `${good}\r\n<Документ><Номер>1</Номер></Документы>`);
    await expect(importOrderDocuments(deps(), broken)).rejects.toThrow(ExchangeError);
    await expect(importOrderDocuments(deps(), broken)).rejects.toThrow(
      /^orders-\d+\.xml: Файл не является корректным XML: 4:\d+: unexpected close tag/,
    );

    const dtd = path.join(dir, 'dtd.xml');
    await writeFile(
      dtd,
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "${'a'.repeat(10)}">]><КоммерческаяИнформация>&a;</КоммерческаяИнформация>`,
    );
    await expect(importOrderDocuments(deps(), { path: dtd, name: 'dtd.xml' })).rejects.toThrow(
      /DOCTYPE/,
    );

    const foreign = path.join(dir, 'foreign.xml');
    await writeFile(foreign, '<html><body>Не тот файл</body></html>');
    await expect(
      importOrderDocuments(deps(), { path: foreign, name: 'foreign.xml' }),
    ).rejects.toThrow(
      'foreign.xml: строка 1: корневой элемент «html», а ожидался «КоммерческаяИнформация».',
    );

    const row = await orderRow(api, order.id);
    expect(row.status).toBe('new');
    expect(row.externalNumber).toBeNull();
    expect((await historyOf(api, order.id)).length).toBe(before.history);
    expect(await mailCount(api)).toBe(before.mails);
  });
});
