import { guessMapping } from '@/server/console-import/mapping';
import { parseMoney } from '@/server/console-import/rows';

describe('spreadsheet import: column guesses', () => {
  it('reads English headers and Russian variants, one field per column', () => {
    expect(
      guessMapping([
        'SKU',
        'Product',
        'Price',
        'Qty',
        'UOM',
        'Group',
        'Description',
        'Brand',
        'EAN',
      ]),
    ).toEqual({
      article: 0,
      title: 1,
      price: 2,
      stock: 3,
      unit: 4,
      category: 5,
      description: 6,
      brand: 7,
      barcode: 8,
    });
    expect(
      guessMapping(['Код товара', 'Наименование товара', 'Цена, руб.', 'Остаток на складе', 'Ед.']),
    ).toMatchObject({ article: 0, title: 1, price: 2, stock: 3, unit: 4 });
    // «Ценовая группа» is no price, «Цена опт» and «Цена розн» — the first is taken.
    expect(guessMapping(['Артикул', 'Ценовая группа', 'Цена опт', 'Цена розн'])).toMatchObject({
      price: 2,
    });
    expect(guessMapping(['Комментарий', 'Фото'])).toMatchObject({ article: null, title: null });
  });

  it('reads money as shops write it', () => {
    expect(parseMoney('1 234,50')).toBe('1234.50');
    expect(parseMoney('12.5 руб.')).toBe('12.50');
    expect(parseMoney('0,35')).toBe('0.35');
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('-3')).toBeNull();
    expect(parseMoney('1,234,5')).toBeNull();
  });
});
