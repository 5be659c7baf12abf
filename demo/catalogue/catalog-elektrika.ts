import { brand, choice, type TopDef } from './product-spec';

const BY = 'Беларусь';
const RU = 'Россия';
const FR = 'Франция';

const wiringBrands = [
  brand('Legrand', FR, ['Valena Life', 'Etika', 'Inspiria'], 1.4),
  brand('Schneider Electric', FR, ['Glossa', 'AtlasDesign', 'Sedna'], 1.3),
  brand('IEK', RU, ['Brite', 'Skandy'], 0.8),
  brand('Werkel', RU, ['Atlas', 'Stark']),
  brand('ABB', 'Швейцария', ['Zenit', 'Basic 55'], 1.5),
];

const plateColours = [
  choice('белый', { tone: 0 }),
  choice('слоновая кость', { tone: 1 }),
  choice('чёрный', { tone: 2, k: 1.15 }),
  choice('антрацит', { tone: 3, k: 1.15 }),
  choice('алюминий', { tone: 4, k: 1.2 }),
  choice('бежевый', { tone: 5 }),
];

const breakerBrands = [
  brand('IEK', RU, ['ВА47-29', 'Armat'], 1, 0),
  brand('Schneider Electric', FR, ['Easy9', 'Acti9 iC60N'], 2, 3),
  brand('ABB', 'Швейцария', ['S201', 'SH201'], 2.2, 5),
  brand('Legrand', FR, ['RX3', 'DX3'], 1.8, 1),
  brand('EKF', RU, ['PROxima ВА 47-63'], 0.9, 4),
];

export const ELEKTRIKA: TopDef = {
  slug: 'elektrika',
  title: 'Электрика',
  kind: 'kabel',
  about:
    'Кабель и провод, розетки и выключатели, модульная автоматика для квартир, домов и объектов.',
  children: [
    {
      slug: 'kabel-i-provod',
      title: 'Кабель и провод',
      about:
        'Силовой кабель и монтажные провода белорусских и российских заводов на отрез и бухтами.',
      children: [
        {
          slug: 'silovoy-kabel',
          title: 'Силовой кабель',
          kind: 'kabel',
          weight: 2,
          about: 'Медный и алюминиевый кабель для стационарной прокладки.',
          spec: {
            title: 'Кабель {mark} {section} {brand}',
            brands: [
              brand('Беларускабель', BY),
              brand('Гомелькабель', BY),
              brand('Энергокомплект', BY, undefined, 0.95),
              brand('Севкабель', RU, undefined, 1.1),
              brand('Конкорд', RU),
            ],
            axes: [
              {
                key: 'mark',
                attr: 'Марка',
                choices: [
                  choice('ВВГнг(А)-LS', { tone: 0 }),
                  choice('ВВГ-Пнг(А)', { tone: 0, k: 0.95 }),
                  choice('NYM', { tone: 2, k: 1.15 }),
                  choice('КГ', { tone: 0, k: 1.1 }),
                  choice('АВВГ', { tone: 0, k: 0.6 }),
                ],
              },
              {
                key: 'section',
                attr: 'Сечение',
                choices: [
                  choice('2×1,5', { k: 0.5 }),
                  choice('3×1,5', { k: 0.7 }),
                  '3×2,5',
                  choice('3×4', { k: 1.55 }),
                  choice('3×6', { k: 2.3 }),
                  choice('5×2,5', { k: 1.65 }),
                ],
              },
            ],
            unit: 'м',
            price: [2.6, 3.3],
            pack: 100,
            facts: [['Напряжение', '0,66 кВ']],
            text: [
              'Силовой кабель {mark} {section} производства {brand} для внутренней и наружной проводки.',
              'Изоляция не распространяет горение, что обязательно для жилых и общественных зданий.',
              'Отрезаем любую длину от 1 м, бухтами по 100 м — по оптовой цене.',
              'Каждая бухта сопровождается паспортом и сертификатом соответствия.',
            ],
            article: '{num}',
          },
        },
        {
          slug: 'provod-montazhnyy',
          title: 'Провод монтажный',
          kind: 'kabel',
          about: 'Гибкие и однопроволочные провода для удлинителей, щитов и соединений.',
          spec: {
            title: 'Провод {mark} {brand}, {colour}',
            brands: [
              brand('Беларускабель', BY),
              brand('Гомелькабель', BY),
              brand('Севкабель', RU, undefined, 1.1),
            ],
            axes: [
              {
                key: 'mark',
                attr: 'Марка и сечение',
                choices: [
                  choice('ПВС 2×0,75', { k: 0.6 }),
                  'ПВС 3×1,5',
                  choice('ПВС 3×2,5', { k: 1.5 }),
                  choice('ПуГВ 1×1,5', { k: 0.35 }),
                  choice('ПуГВ 1×2,5', { k: 0.5 }),
                  choice('ПуГВ 1×4', { k: 0.75 }),
                  choice('ШВВП 2×0,75', { k: 0.45 }),
                ],
              },
              {
                key: 'colour',
                attr: 'Цвет',
                choices: [
                  choice('белый', { tone: 1 }),
                  choice('чёрный', { tone: 0 }),
                  choice('синий', { tone: 4 }),
                  choice('красный', { tone: 6 }),
                  choice('жёлто-зелёный', { tone: 5 }),
                ],
              },
            ],
            unit: 'м',
            price: [1.6, 2.2],
            pack: 100,
            text: [
              'Монтажный провод {mark} {brand}, цвет изоляции — {colour}.',
              'Медные жилы класса 5 гибкие и не ломаются при многократных изгибах.',
              'Продаётся на отрез и бухтами по 100 м.',
            ],
            article: 'ПР-{seq}',
          },
        },
      ],
    },
    {
      slug: 'elektroustanovochnye-izdeliya',
      title: 'Электроустановочные изделия',
      about: 'Розетки и выключатели популярных серий в разных цветах.',
      children: [
        {
          slug: 'rozetki',
          title: 'Розетки',
          kind: 'rozetka',
          about: 'Розетки скрытой установки с заземлением, шторками и USB.',
          spec: {
            title: 'Розетка {type} {brand} {line}, {colour}',
            brands: wiringBrands,
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  choice('с заземлением', { variant: 1 }),
                  choice('с заземлением и шторками', { variant: 1, k: 1.2 }),
                  choice('двойная с заземлением', { variant: 2, k: 1.7 }),
                  choice('с заземлением и USB', { variant: 1, k: 2.2 }),
                ],
              },
              { key: 'colour', attr: 'Цвет', choices: plateColours },
            ],
            unit: 'шт',
            price: [7, 10],
            facts: [
              ['Номинальный ток', '16 А'],
              ['Монтаж', 'скрытый'],
            ],
            text: [
              'Розетка {type} {brand} из серии {line}, цвет — {colour}.',
              'Механизм с винтовыми клеммами и металлическим суппортом крепится в стандартный подрозетник.',
              'К серии подходят выключатели и рамки того же цвета.',
            ],
            article: '{line}-{seq}',
          },
        },
        {
          slug: 'vyklyuchateli',
          title: 'Выключатели',
          kind: 'vyklyuchatel',
          about: 'Одно- и двухклавишные, проходные выключатели и выключатели с подсветкой.',
          spec: {
            title: 'Выключатель {type} {brand} {line}, {colour}',
            brands: wiringBrands,
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  choice('одноклавишный', { variant: 1 }),
                  choice('двухклавишный', { variant: 2, k: 1.3 }),
                  choice('одноклавишный с подсветкой', { variant: 1, k: 1.25 }),
                  choice('проходной', { variant: 1, k: 1.2 }),
                ],
              },
              { key: 'colour', attr: 'Цвет', choices: plateColours },
            ],
            unit: 'шт',
            price: [6.5, 9.5],
            facts: [
              ['Номинальный ток', '10 А'],
              ['Монтаж', 'скрытый'],
            ],
            text: [
              'Выключатель {type} {brand} из серии {line}, цвет — {colour}.',
              'Мягкий ход клавиши и чёткое переключение рассчитаны на 40 000 циклов.',
              'Рамка приобретается отдельно.',
            ],
            article: '{line}-{seq}',
          },
        },
      ],
    },
    {
      slug: 'avtomatika',
      title: 'Модульная автоматика',
      about: 'Автоматические выключатели и УЗО для распределительных щитов.',
      children: [
        {
          slug: 'avtomaticheskie-vyklyuchateli',
          title: 'Автоматические выключатели',
          kind: 'avtomat',
          weight: 2,
          about: 'Модульные автоматы с характеристиками B и C на токи от 6 до 32 А.',
          spec: {
            title: 'Автоматический выключатель {brand} {line} {poles} {curve}{current}',
            brands: breakerBrands,
            axes: [
              {
                key: 'poles',
                attr: 'Число полюсов',
                choices: [
                  choice('1P', { variant: 1 }),
                  choice('2P', { variant: 2, k: 2.1 }),
                  choice('3P', { variant: 2, k: 3.2 }),
                ],
              },
              { key: 'curve', attr: 'Характеристика', choices: ['C', choice('B', { k: 1.05 })] },
              {
                key: 'current',
                attr: 'Номинальный ток',
                choices: [
                  choice('6', { value: '6 А' }),
                  choice('10', { value: '10 А' }),
                  choice('16', { value: '16 А' }),
                  choice('20', { value: '20 А' }),
                  choice('25', { value: '25 А' }),
                  choice('32', { value: '32 А', k: 1.1 }),
                ],
              },
            ],
            unit: 'шт',
            price: [6, 8.5],
            pack: 12,
            facts: [['Отключающая способность', '4,5 кА']],
            text: [
              'Автоматический выключатель {brand} {line} {poles}, характеристика {curve}, ток {current} А.',
              'Защищает проводку от перегрузки и короткого замыкания, монтируется на DIN-рейку.',
              'Упаковка — 12 штук, отпускаем поштучно.',
            ],
            article: '{line}-{seq}',
          },
        },
        {
          slug: 'uzo',
          title: 'УЗО',
          kind: 'avtomat',
          about: 'Устройства защитного отключения для защиты людей от поражения током.',
          spec: {
            title: 'УЗО {brand} {line} {poles} {current} {leak}',
            brands: breakerBrands.map((b) => ({
              ...b,
              lines:
                b.name === 'IEK'
                  ? ['ВД1-63']
                  : b.name === 'ABB'
                    ? ['F202']
                    : b.name === 'EKF'
                      ? ['ВД-100 PROxima']
                      : ['RCCB'],
            })),
            axes: [
              { key: 'poles', attr: 'Число полюсов', choices: ['2P', choice('4P', { k: 1.8 })] },
              {
                key: 'current',
                attr: 'Номинальный ток',
                choices: ['25 А', choice('40 А', { k: 1.1 }), choice('63 А', { k: 1.35 })],
              },
              {
                key: 'leak',
                attr: 'Ток утечки',
                choices: ['30 мА', '100 мА', choice('10 мА', { k: 1.2 })],
              },
            ],
            unit: 'шт',
            price: [55, 72],
            variants: [3],
            text: [
              'Устройство защитного отключения {brand} {line} {poles} на {current} с током утечки {leak}.',
              'Отключает линию при утечке тока через человека или повреждённую изоляцию.',
              'Устанавливается в щит вместе с автоматическими выключателями.',
            ],
            article: 'УЗО-{seq}',
          },
        },
      ],
    },
  ],
};
