import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ExchangeError } from '@/server/exchange/errors';
import { importOrderDocuments, markOrdersExported } from '@/server/exchange/sale';
import { readOrderDocuments } from '@/server/exchange/sale-documents';
import { startTestServer, type TestServer } from '../support/test-server';
import { stockOf, withoutMinimumOrder } from './cart-helpers';
import {
  documentsFile,
  exportedOrders,
  historyOf,
  mailCount,
  openSaleSession,
  orderRow,
  placeOrder,
  saleDocument,
  subjectsTo,
} from './exchange-sale-helpers';

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
const exported = () => exportedOrders(api, session);

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
