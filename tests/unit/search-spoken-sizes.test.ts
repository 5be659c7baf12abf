import { sameSize } from '@/server/search/measure-units';
import { looksAdjective } from '@/server/search/relax-candidates';
import { sizesAsWritten } from '@/server/search/resolve-words';

describe('sizes as buyers say them (issue #16)', () => {
  it('writes units the way titles abbreviate them, only after a number', () => {
    expect(sizesAsWritten('рулетка 5 метров')).toBe('рулетка 5 м');
    expect(sizesAsWritten('Краска 10 литров')).toBe('Краска 10 л');
    expect(sizesAsWritten('автомат 16 ампер')).toBe('автомат 16 а');
    expect(sizesAsWritten('пароизоляция 35 квадратов')).toBe('пароизоляция 35 м²');
    expect(sizesAsWritten('пароизоляция 35 квадратных метров')).toBe('пароизоляция 35 м²');
    expect(sizesAsWritten('песок 5 кубов')).toBe('песок 5 м³');
    expect(sizesAsWritten('узо 30 миллиампер')).toBe('узо 30 ма');
    expect(sizesAsWritten('саморезы 100 штук')).toBe('саморезы 100 шт');
    // Not after a number, or the start of a longer word: left as typed.
    expect(sizesAsWritten('метр складной')).toBe('метр складной');
    expect(sizesAsWritten('12 метровый')).toBe('12 метровый');
  });

  // Units in Latin letters after a number, not inside a model's or a curve's code; a size's
  // sign typed between spaces.
  const typed: [string, string][] = [
    ['рулетка 5m', 'рулетка 5 м'],
    ['цемент 50KG', 'цемент 50 кг'],
    ['узо 40a 30 ma', 'узо 40 а 30 ма'],
    ['шуруповерт 18v, кейс', 'шуруповерт 18 в, кейс'],
    ['профнастил 20 m2', 'профнастил 20 м²'],
    ['саморез 4,2x75mm', 'саморез 4,2x75 мм'],
    ['bosch gsb 18v-21', 'bosch gsb 18v-21'],
    ['автомат c16', 'автомат c16'],
    ['pn20 труба', 'pn20 труба'],
    ['саморезы 4.8 х 35', 'саморезы 4.8х35'],
    ['брус 100 x100', 'брус 100х100'],
    ['кабель 3 * 2,5', 'кабель 3х2,5'],
    ['икс х 5', 'икс х 5'],
  ];
  it.each(typed)('reads «%s» as «%s»', (text, written) => {
    expect(sizesAsWritten(text)).toBe(written);
  });

  it('reads «100 на 100» as a size of whole numbers, and leaves decimals to unitless sizes', () => {
    expect(sizesAsWritten('брус 100 на 100')).toBe('брус 100х100');
    expect(sizesAsWritten('гвозди 4 на 100 мм')).toBe('гвозди 4х100 мм');
    expect(sizesAsWritten('гвозди 2,5 на 50')).toBe('гвозди 2,5 на 50');
    expect(sizesAsWritten('кабель 3 на 2.5')).toBe('кабель 3 на 2.5');
    expect(sizesAsWritten('клей на 25 кг')).toBe('клей на 25 кг');
  });

  it('gives one size in every unit of its quantity', () => {
    expect(sameSize('1м')).toEqual(['1м', '1000мм', '100см', '0.001км']);
    expect(sameSize('60см')).toEqual(['60см', '600мм', '0.6м']);
    expect(sameSize('2.5кг')).toEqual(['2.5кг', '2500г']);
    expect(sameSize('750мл')).toEqual(['750мл', '0.75л']);
    // Past three decimals a size is not written so in any title: left out.
    expect(sameSize('1мм')).toEqual(['1мм', '0.1см', '0.001м']);
    expect(sameSize('25шт')).toEqual(['25шт']);
    expect(sameSize('1,4нф')).toEqual(['1,4нф']);
  });

  it('tells an adjective from the noun it describes by its ending', () => {
    for (const word of ['битумная', 'монтажной', 'строительных', 'синие', 'ударная'])
      expect(looksAdjective(word), word).toBe(true);
    for (const word of ['черепица', 'покрытие', 'крепление', 'уровень', 'клей', 'профиль'])
      expect(looksAdjective(word), word).toBe(false);
  });
});
