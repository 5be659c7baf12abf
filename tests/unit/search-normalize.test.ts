import { measuresOf, normalizeSearchText, unitlessSizes } from '@/server/search/normalize';
import { termWords } from '@/server/search/synonyms';
import { isRussianWord } from '@/server/search/russian-words';

describe('search text normalisation (issue #16)', () => {
  it('splits numbers from units and reads units one way', () => {
    expect(normalizeSearchText('Цемент 25кг')).toBe('цемент 25 кг');
    expect(normalizeSearchText('рулетка 5м')).toBe('рулетка 5 м');
    expect(normalizeSearchText('70м²')).toBe(normalizeSearchText('70 м2'));
    expect(normalizeSearchText('70 кв.м')).toBe('70 квм');
    expect(normalizeSearchText('2 куб. м')).toBe('2 кубм');
    expect(normalizeSearchText('C16')).toBe('c 16');
  });

  it('reads one size however it is written', () => {
    const one = normalizeSearchText('60х27');
    expect(normalizeSearchText('60x27')).toBe(one);
    expect(normalizeSearchText('60*27')).toBe(one);
    expect(normalizeSearchText('3х2,5')).toBe(normalizeSearchText('3x2.5'));
  });

  it('tells a size from a pack', () => {
    const lexemes = measuresOf('Гвозди 3,5×100 мм, 100 шт').flatMap((m) => m.lexemes);
    expect(lexemes).toEqual(['3.5мм', '100мм', '100шт']);
    expect(measuresOf('гвозди 100 мм').flatMap((m) => m.lexemes)).toEqual(['100мм']);
    expect(measuresOf('цемент 25кг').flatMap((m) => m.lexemes)).toEqual(['25кг']);
  });

  it('reads a decimal typed without its unit as a size, and nothing else', () => {
    const sizes = (text: string) =>
      unitlessSizes(text, measuresOf(text)).map((m) => m.lexemes.join(' '));
    expect(sizes('гипсокартон 9.5')).toEqual(['9.5']);
    expect(sizes('гипсокартон 9,5 потолочный')).toEqual(['9.5']);
    expect(unitlessSizes('краска 2.7', [])[0]?.unitless).toBe(true);
    // With its unit it is a measure; inside a size or a code it is neither.
    expect(sizes('гипсокартон 9,5 мм')).toEqual([]);
    expect(sizes('кабель 3х2,5')).toEqual([]);
    expect(sizes('саморез 4.8х35')).toEqual([]);
    expect(sizes('КР-0.7НФ-0001')).toEqual([]);
    expect(sizes('брус 100')).toEqual([]);
  });
});

describe('real Russian words (issue #16)', () => {
  it('knows real words in their forms and not typos', () => {
    for (const w of ['кафель', 'мастерок', 'шурупы', 'морозостойкого', 'болгарки'])
      expect(isRussianWord(w), w).toBe(true);
    for (const w of ['цимент', 'перфаратор', 'вогонка', 'балгарка', 'роквул', 'утиплитель'])
      expect(isRussianWord(w), w).toBe(false);
  });
});

describe('synonym terms (issue #16)', () => {
  it('holds a measure as one lexeme, as a title’s measures are held', () => {
    expect(termWords('1нф')).toEqual(['1нф']);
    expect(termWords('1,4 НФ')).toEqual(['1.4нф']);
    expect(termWords('кирпич 2,1нф одинарный')).toEqual(['кирпич', '2.1нф', 'одинарный']);
    // Not a measure: a number and a word cut apart as any text is.
    expect(termWords('ppr 20')).toEqual(['ppr', '20']);
    expect(termWords('Сухая штукатурка')).toEqual(['сухая', 'штукатурка']);
  });
});
