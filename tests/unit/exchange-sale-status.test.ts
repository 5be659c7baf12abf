import { canChangeStatus } from '@/server/orders/order-status';
import { statusFromFacts, statusFromName } from '@/server/exchange/sale-status';
import { unitAttributes } from '@/server/exchange/sale-units';
import { XmlWriter, escapeAttribute, escapeText } from '@/server/exchange/xml-writer';

const facts = (over: Partial<Parameters<typeof statusFromFacts>[0]> = {}) => ({
  statusName: null,
  posted: false,
  cancelled: false,
  paid: null,
  shipped: null,
  ...over,
});

describe('1C status names and facts → our order statuses', () => {
  it.each([
    ['Новый', 'new'],
    ['[N] Принят, ожидается оплата', 'new'],
    ['N', 'new'],
    ['Подтвержден', 'confirmed'],
    ['Подтверждён', 'confirmed'],
    ['[P] Оплачен, формируется к отправке', 'confirmed'],
    ['К отгрузке', 'picking'],
    ['в сборке', 'picking'],
    ['Отгружен', 'shipped'],
    ['[F] Выполнен', 'delivered'],
    ['Закрыт', 'delivered'],
    ['delivered', 'delivered'],
    ['Отменён', 'cancelled'],
    ['Аннулирован', 'cancelled'],
  ])('«%s» → %s', (name, status) => {
    expect(statusFromName(name)).toBe(status);
  });

  it('knows no status for a name it has never seen', () => {
    expect(statusFromName('Ждём звонка от клиента')).toBeNull();
    expect(statusFromName('  ')).toBeNull();
  });

  it('takes the strongest fact, and a cancellation above all', () => {
    expect(statusFromFacts(facts())).toBeNull();
    expect(statusFromFacts(facts({ posted: true }))).toBe('confirmed');
    expect(statusFromFacts(facts({ paid: '№ 5', statusName: 'Новый' }))).toBe('confirmed');
    expect(statusFromFacts(facts({ posted: true, shipped: 'от 2026-11-23' }))).toBe('shipped');
    expect(statusFromFacts(facts({ shipped: '№ 1', statusName: 'Выполнен' }))).toBe('delivered');
    expect(statusFromFacts(facts({ cancelled: true, shipped: '№ 1' }))).toBe('cancelled');
  });

  it('lets 1C jump forward but never back, and never out of a cancelled order', () => {
    expect(canChangeStatus('new', 'shipped', 'accounting')).toBe(true);
    expect(canChangeStatus('new', 'shipped')).toBe(false);
    expect(canChangeStatus('shipped', 'confirmed', 'accounting')).toBe(false);
    expect(canChangeStatus('cancelled', 'confirmed', 'accounting')).toBe(false);
    expect(canChangeStatus('shipped', 'cancelled', 'accounting')).toBe(false);
    expect(canChangeStatus('picking', 'cancelled', 'accounting')).toBe(true);
  });
});

describe('the XML writer', () => {
  it('escapes markup and drops characters XML 1.0 forbids', () => {
    expect(escapeText('a < b & c > d\u0001\u0000\uFFFE')).toBe('a &lt; b &amp; c &gt; d');
    expect(escapeAttribute('"ООО «Ромашка»"\n')).toBe('&quot;ООО «Ромашка»&quot;&#10;');
  });

  it('writes nested elements, leaves out empty optional ones and refuses an unclosed tree', () => {
    const xml = new XmlWriter()
      .start('Корень', { Версия: '2.10', Пусто: null })
      .text('Ид', 1)
      .text('Нет', null)
      .requisite('Статус заказа', 'Новый')
      .end()
      .toString();
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Корень Версия="2.10">\n\t<Ид>1</Ид>\n\t<ЗначениеРеквизита>\n\t\t<Наименование>Статус заказа</Наименование>\n\t\t<Значение>Новый</Значение>\n\t</ЗначениеРеквизита>\n</Корень>\n',
    );
    expect(() => new XmlWriter().start('a').toString()).toThrow(/не закрыт/);
  });

  it('gives ОКЕИ codes to the units the shop sells in, none to unknown ones', () => {
    expect(unitAttributes('шт')).toEqual({
      Код: '796',
      НаименованиеПолное: 'Штука',
      МеждународноеСокращение: 'PCE',
    });
    expect(unitAttributes('м²')?.Код).toBe('055');
    expect(unitAttributes('мешок')).toBeUndefined();
  });
});
