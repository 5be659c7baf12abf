import { ORDER_STATUS_TITLES, PAYMENT_METHOD_TITLES } from '@/lib/constants';
import type { ExportOrder } from './sale-orders';
import { unitAttributes } from './sale-units';
import { XmlWriter } from './xml-writer';

/** Prefix of the `Ид` of our own products (those that did not come from 1C). */
export const OWN_PRODUCT_ID_PREFIX = 'vitrina-';
/** Prefix of the `Ид` of a buyer account as a counterparty in 1C. */
export const BUYER_ID_PREFIX = 'vitrina-buyer-';

const SHOP_TIME_ZONE = 'Europe/Minsk';
// sv-SE writes "2026-11-23 20:31:05": ISO order, 24-hour clock, in the shop's own time zone.
const localFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Date and time as the shop's city sees them: 1C has no zone and takes them as local. */
export function localDateTime(at: Date): { date: string; time: string } {
  const [date = '', time = ''] = localFormat.format(at).split(' ');
  return { date, time };
}

/** "23.11.2026 20:31:05", as 1C-Bitrix writes «Дата изменения статуса». */
function russianDateTime(at: Date): string {
  const { date, time } = localDateTime(at);
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y} ${time}`;
}

function productId(line: ExportOrder['lines'][number]): string | null {
  if (line.externalId) return line.externalId;
  return line.productId === null ? null : `${OWN_PRODUCT_ID_PREFIX}${line.productId}`;
}

/**
 * The buyer as a counterparty. An order placed for an organisation is a legal entity
 * (ОфициальноеНаименование, ИНН with the УНП or ИНН); otherwise a person by name. 1C finds the
 * counterparty by ИНН first, then by name, and creates one when it finds none.
 */
function writeBuyer(xml: XmlWriter, order: ExportOrder): void {
  const { buyer, recipient } = order;
  const person = [buyer.lastName, buyer.firstName, buyer.patronymic].filter(Boolean).join(' ');
  const organization = order.organization?.trim() || null;
  const address = order.deliveryAddress ?? order.tradePointAddress;
  xml.start('Контрагент').text('Ид', `${BUYER_ID_PREFIX}${buyer.id}`);
  if (organization) {
    xml
      .text('Наименование', organization)
      .text('ОфициальноеНаименование', organization)
      // Belarus has one registration number, the УНП; 1C for Belarus keeps it in ИНН. The shop
      // stores no КПП, so none is sent.
      .text('ИНН', buyer.unp || buyer.inn || null);
  } else {
    const name = person || recipient.name;
    xml
      .text('Наименование', name)
      .text('ПолноеНаименование', name)
      .text('Фамилия', buyer.lastName)
      .text('Имя', buyer.firstName)
      .text('Отчество', buyer.patronymic);
    if (address) xml.start('АдресРегистрации').text('Представление', address).end();
  }
  if (address || order.tradePointTitle) {
    xml
      .start('Адрес')
      .text('Представление', address ?? order.tradePointTitle)
      .text(
        'Комментарий',
        order.tradePointTitle ? `Торговая точка: ${order.tradePointTitle}` : null,
      )
      .end();
  }
  xml
    .start('Контакты')
    .start('Контакт')
    .text('Тип', 'Почта')
    .text('Значение', recipient.email)
    .end()
    .start('Контакт')
    .text('Тип', 'Телефон рабочий')
    .text('Значение', recipient.phone)
    .end()
    .end();
  xml
    .start('Представители')
    .start('Представитель')
    .start('Контрагент')
    .text('Отношение', 'Контактное лицо')
    .text('Наименование', recipient.name)
    .end()
    .end()
    .end();
  xml.text('Роль', 'Покупатель').end();
}

/** «20.00» → «20»: 1C reads the rate as a number and names it «20%». */
const rateText = (rate: string) => String(Number(rate));

/**
 * Issue #13: VAT as 1C's «Заказ клиента» takes it — `Налоги` with the sum and whether the
 * prices already hold it; `Сумма` of a line is what is paid (with VAT) either way.
 */
function writeTax(xml: XmlWriter, sum: string, included: boolean, rate?: string): void {
  xml
    .start('Налоги')
    .start('Налог')
    .text('Наименование', 'НДС')
    .text('УчтеноВСумме', included ? 'true' : 'false')
    .text('Сумма', sum)
    .text('Ставка', rate === undefined ? undefined : rateText(rate))
    .end()
    .end();
}

function writeLines(xml: XmlWriter, order: ExportOrder): void {
  xml.start('Товары');
  for (const line of order.lines) {
    xml
      .start('Товар')
      .text('Ид', productId(line))
      .text('Артикул', line.article || null)
      .text('Наименование', line.title)
      .text('БазоваяЕдиница', line.unit, unitAttributes(line.unit))
      .start('СтавкиНалогов')
      .start('СтавкаНалога')
      .text('Наименование', 'НДС')
      .text('Ставка', rateText(line.vatRate))
      .end()
      .end()
      .text('ЦенаЗаЕдиницу', line.price)
      .text('Количество', line.quantity)
      .text('Сумма', line.total);
    writeTax(xml, line.vatAmount, order.pricesIncludeVat, line.vatRate);
    xml
      .start('ЗначенияРеквизитов')
      .requisite('ВидНоменклатуры', 'Товар')
      .requisite('ТипНоменклатуры', 'Товар')
      .end()
      .end();
  }
  xml.end();
}

function writeRequisites(xml: XmlWriter, order: ExportOrder): void {
  const final = order.status === 'delivered' || order.status === 'cancelled';
  xml
    .start('ЗначенияРеквизитов')
    .requisite('Статус заказа', ORDER_STATUS_TITLES[order.status])
    .requisite('Статуса заказа ИД', order.status)
    .requisite('Дата изменения статуса', russianDateTime(order.statusChangedAt))
    .requisite('Отменен', order.status === 'cancelled' ? 'true' : 'false')
    .requisite('Финальный статус', final ? 'true' : 'false')
    .requisite('Метод оплаты', PAYMENT_METHOD_TITLES[order.paymentMethod])
    .requisite('Способ доставки', order.deliveryTitle)
    .requisite('Адрес доставки', order.deliveryAddress)
    .requisite('Торговая точка', order.tradePointTitle)
    .requisite('Комментарий покупателя', order.comment)
    .requisite('Номер по 1С', order.externalNumber)
    .end();
}

/**
 * The `sale&mode=query` answer: CommerceML 2.10, one `Документ` «Заказ товара» per order, the
 * elements in the order of the 2.10 schema (1C-Bitrix's sale.export.1c writes the same shape).
 */
export function ordersXml(list: readonly ExportOrder[], now: Date): string {
  const formed = localDateTime(now);
  const xml = new XmlWriter().start('КоммерческаяИнформация', {
    ВерсияСхемы: '2.10',
    ДатаФормирования: `${formed.date}T${formed.time}`,
    ФорматДаты: 'ДФ=yyyy-MM-dd; ДЛФ=DT',
    ФорматВремени: 'ДФ=ЧЧ:мм:сс; ДЛФ=T',
    РазделительДатаВремя: 'T',
    ФорматСуммы: 'ЧЦ=18; ЧДЦ=2; ЧРД=.',
    ФорматКоличества: 'ЧЦ=18; ЧДЦ=2; ЧРД=.',
  });
  for (const order of list) {
    const placed = localDateTime(order.createdAt);
    xml
      .start('Документ')
      .text('Ид', order.id)
      .text('Номер', order.number)
      .text('Дата', placed.date)
      .text('ХозОперация', 'Заказ товара')
      .text('Роль', 'Продавец')
      .text('Валюта', 'BYN')
      .text('Курс', '1')
      .text('Сумма', order.total)
      .start('Контрагенты');
    writeBuyer(xml, order);
    xml.end().text('Время', placed.time).text('Комментарий', order.comment);
    writeTax(xml, order.vatTotal, order.pricesIncludeVat);
    writeLines(xml, order);
    writeRequisites(xml, order);
    xml.end();
  }
  return xml.end().toString();
}
