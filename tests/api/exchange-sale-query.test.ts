import { exportOrders, markOrdersExported } from '@/server/exchange/sale';
import { startTestServer, type TestServer } from '../support/test-server';
import { client, sessionFor, withoutMinimumOrder } from './cart-helpers';
import {
  COMMENT,
  exportedOrders,
  openSaleSession,
  ORGANIZATION,
  placeOrder,
  requisites,
} from './exchange-sale-helpers';
import { childText, childrenOf, parseXml } from './xml-tree';

let api: TestServer;
let session: { id: number };
beforeAll(async () => {
  api = await startTestServer({ products: 40 });
  await withoutMinimumOrder(api);
  session = await openSaleSession(api);
});
afterAll(async () => {
  await api.close();
});

const exported = () => exportedOrders(api, session);

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
