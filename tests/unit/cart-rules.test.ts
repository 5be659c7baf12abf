import { applyToInfo, applyToList } from '@/features/cart/cart-optimistic';
import { normaliseQuantity } from '@/features/cart/quantity-stepper';
import { fromKopecks, lineTotal, sumMoney, toKopecks } from '@/lib/money';
import { formatQuantity, lineLimit, quantityProblem } from '@/server/cart/quantity-rules';
import type { CartList } from '@/lib/api/contract/cart';

const info = {
  trade_point_id: null,
  trade_point_title: null,
  count: 1,
  price_final: '10.00',
  items: [{ product_id: 1, quantity: 4 }],
};

describe('optimistic cart changes', () => {
  it('adds to a line, adds a new line, sets and removes, keeping the total exact', () => {
    const added = applyToInfo(info, { kind: 'add', productId: 1, quantity: 2, price: '2.50' });
    expect(added).toMatchObject({
      count: 1,
      price_final: '15.00',
      items: [{ product_id: 1, quantity: 6 }],
    });
    const other = applyToInfo(added, { kind: 'add', productId: 2, quantity: 3, price: '0.10' });
    expect(other).toMatchObject({ count: 2, price_final: '15.30' });
    const set = applyToInfo(other, { kind: 'set', productId: 2, quantity: 1, price: '0.10' });
    expect(set.price_final).toBe('15.10');
    const removed = applyToInfo(set, { kind: 'remove', productId: 1, price: '2.50' });
    expect(removed).toMatchObject({
      count: 1,
      price_final: '0.10',
      items: [{ product_id: 2, quantity: 1 }],
    });
  });

  it('updates the cart page lines and their totals', () => {
    const vat = { vat_rate: 20, price_includes_vat: true, net: '0.17', vat: '0.03' };
    const list = {
      lines: [
        {
          id: 1,
          product: { id: 1 },
          ...vat,
          quantity: 2,
          price: '0.10',
          total: '0.20',
          problem: null,
        },
        {
          id: 2,
          product: { id: 2 },
          ...vat,
          quantity: 1,
          price: '0.20',
          total: '0.20',
          problem: null,
        },
      ],
      count: 2,
      price_final: '0.40',
    } as unknown as CartList;
    const set = applyToList(list, { kind: 'set', productId: 1, quantity: 3, price: '0.10' });
    expect(set.lines[0]?.total).toBe('0.30');
    expect(set.price_final).toBe('0.50');
    // Issue #13: the changed line and the totals are split by VAT as the server splits them.
    expect(set.lines[0]).toMatchObject({ net: '0.25', vat: '0.05' });
    expect(set.totals).toEqual({ net: '0.42', vat: '0.08', gross: '0.50' });
    expect(applyToList(set, { kind: 'remove', productId: 2, price: '0.20' })).toMatchObject({
      count: 1,
      price_final: '0.30',
    });
  });
});

describe('quantity stepper rules', () => {
  const rules = { min: 6, step: 6, max: 40 };
  it('snaps typed values to whole packs within the minimum and the stock', () => {
    expect(normaliseQuantity(13, rules)).toBe(18);
    expect(normaliseQuantity(0, rules)).toBe(6);
    expect(normaliseQuantity(Number.NaN, rules)).toBe(6);
    expect(normaliseQuantity(1000, rules)).toBe(36);
  });
});

describe('server quantity rules and money', () => {
  const facts = {
    title: 'Цемент',
    unit: 'мешок',
    stock: 25,
    minQty: 5,
    packQty: 5,
    isActive: true,
    price: '12.50' as string | null,
  };
  it('names the first broken rule in Russian with the unit in the right case', () => {
    expect(quantityProblem(facts, 3)).toBe(
      'Минимальное количество товара «Цемент» для заказа — 5 мешков.',
    );
    expect(quantityProblem(facts, 7)).toBe(
      'Товар «Цемент» продаётся упаковками по 5 мешков: количество должно быть кратно 5.',
    );
    expect(quantityProblem(facts, 30)).toBe('Товара «Цемент» на складе только 25 мешков.');
    expect(quantityProblem(facts, 20)).toBeNull();
    expect(quantityProblem({ ...facts, isActive: false }, 5)).toBe(
      'Товар «Цемент» больше не продаётся.',
    );
    expect(quantityProblem({ ...facts, price: null }, 5)).toBe(
      'Цена товара «Цемент» — по запросу: оформите заявку менеджеру.',
    );
    expect(formatQuantity(1, 'мешок')).toBe('1 мешок');
    expect(formatQuantity(3, 'рулон')).toBe('3 рулона');
    expect(formatQuantity(12, 'м²')).toBe('12 м²');
  });

  it('limits a line to whole packs of the stock', () => {
    expect(lineLimit({ ...facts, stock: 27 })).toBe(25);
    expect(lineLimit({ ...facts, stock: 4 })).toBe(0);
  });

  it('counts money in exact kopecks', () => {
    expect(lineTotal('0.07', 99_999)).toBe('6999.93');
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(fromKopecks(toKopecks('12.5'))).toBe('12.50');
    expect(lineTotal('9999999999.99', 100_000)).toBe('999999999999000.00');
  });
});
