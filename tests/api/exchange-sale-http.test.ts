import { eq } from 'drizzle-orm';
import { DEMO_EXCHANGE } from '@/demo/people';
import { orders } from '@/server/db/schema/buying';
import { call, login, startExchangeServer, type ExchangeTestServer } from './exchange-support';
import { placeOrder, saleDocument } from './exchange-sale-helpers';
import { cp1251 } from './xml-tree';

let ex: ExchangeTestServer;
beforeAll(async () => {
  ex = await startExchangeServer();
});
afterAll(() => ex.close());

it('1C takes an order through query/success and sends its shipment back over HTTP', async () => {
  const { order } = await placeOrder(ex.api);
  const cookie = await login(ex.api, 'sale', DEMO_EXCHANGE.email, DEMO_EXCHANGE.password);
  const sale = (mode: string, o = {}, extra = {}) =>
    call(ex.api, { type: 'sale', mode, ...extra }, { cookie, ...o });
  expect((await sale('init')).lines[0]).toBe('zip=no');
  const query = await sale('query');
  expect(query.text).toContain(`<Номер>${order.number}</Номер>`);
  expect((await sale('success')).text).toBe('success');
  expect((await sale('query')).text).not.toContain(`<Номер>${order.number}</Номер>`);
  const xml = `<?xml version="1.0" encoding="windows-1251"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-23T12:00:00">${saleDocument(
    { Ид: String(order.id), Номер: order.number, Номер1С: 'УТ-7' },
    { 'Номер отгрузки по 1С': 'РН-1' },
  )}</КоммерческаяИнформация>`;
  const file = await sale('file', { body: cp1251(xml) }, { filename: 'orders-1.xml' });
  expect(file.text).toBe('success');
  expect((await sale('import', {}, { filename: 'orders-1.xml' })).text).toBe('success');
  const [row] = await ex.api.db.select().from(orders).where(eq(orders.id, order.id));
  expect(row?.status).toBe('shipped');
  expect(row?.externalNumber).toBe('УТ-7');
});
