import { brand, choice, type TopDef } from './product-spec';

const RU = 'Россия';
const DE = 'Германия';

const finishes = [
  choice('хром', { tone: 0 }),
  choice('чёрный матовый', { tone: 1, k: 1.25 }),
  choice('белый', { tone: 2, k: 1.1 }),
  choice('золото', { tone: 3, k: 1.4 }),
  choice('бронза', { tone: 4, k: 1.3 }),
  choice('нержавеющая сталь', { tone: 5, k: 1.15 }),
  choice('графит', { tone: 6, k: 1.3 }),
];

const mixerBrands = [
  brand('Grohe', DE, ['Eurosmart', 'BauEdge', 'Minta'], 2.2),
  brand('Hansgrohe', DE, ['Focus', 'Logis', 'Talis S'], 2.5),
  brand('Iddis', RU, ['Alborg', 'Kitchen']),
  brand('Lemark', 'Чехия', ['Plus Grace', 'Comfort'], 1.1),
  brand('Белсантехника', 'Беларусь', ['Нёман', 'Свислочь'], 0.8),
  brand('Rossinka', RU, ['Silvermix'], 0.9),
];

const mixerText = [
  'Однорычажный смеситель {brand} {line}, покрытие — {finish}.',
  'Керамический картридж плавно регулирует напор и температуру и служит не менее 500 000 циклов.',
  'В комплекте гибкая подводка и крепёж; гарантия производителя — 5 лет.',
];

const ppBrands = [
  brand('Ekoplastik', 'Чехия', undefined, 1.5),
  brand('Valtec', 'Италия', undefined, 1.3),
  brand('Wavin', 'Нидерланды', undefined, 1.4),
  brand('Pro Aqua', RU),
  brand('Kalde', 'Турция', undefined, 0.9),
];

export const SANTEHNIKA: TopDef = {
  slug: 'santehnika',
  title: 'Сантехника',
  kind: 'smesitel',
  about: 'Полипропиленовые и канализационные трубы, фитинги и смесители.',
  children: [
    {
      slug: 'truby-i-fitingi',
      title: 'Трубы и фитинги',
      about: 'Всё для водопровода, отопления и канализации частного дома и квартиры.',
      children: [
        {
          slug: 'truby-polipropilenovye',
          title: 'Полипропиленовые трубы',
          kind: 'truba',
          about: 'Трубы PN20 и армированные PN25 для холодной и горячей воды и отопления.',
          spec: {
            title: 'Труба полипропиленовая {type} {brand} {dia}, 4 м',
            brands: ppBrands,
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  choice('PN20', { tone: 0 }),
                  choice('PN25 армированная стекловолокном', { tone: 2, k: 1.6 }),
                  choice('PN20 армированная алюминием', { tone: 1, k: 1.9 }),
                ],
              },
              {
                key: 'dia',
                attr: 'Диаметр',
                choices: [
                  '20 мм',
                  choice('25 мм', { k: 1.5 }),
                  choice('32 мм', { k: 2.4 }),
                  choice('40 мм', { k: 3.8 }),
                ],
              },
            ],
            unit: 'м',
            price: [1.4, 2],
            pack: 4,
            byPack: true,
            text: [
              'Полипропиленовая труба {type} {brand} диаметром {dia} для систем водоснабжения и отопления.',
              'Соединяется сваркой за секунды и служит до 50 лет без коррозии и зарастания.',
              'Продаётся отрезками по 4 м, цена указана за метр.',
            ],
            article: '{num}',
          },
        },
        {
          slug: 'kanalizacionnye-truby',
          title: 'Канализационные трубы',
          kind: 'truba',
          about: 'Трубы для внутренней и наружной канализации диаметром 50 и 110 мм.',
          spec: {
            title: 'Труба канализационная {type} {brand} {dia}, {length}',
            brands: [
              brand('Wavin', 'Польша', undefined, 1.1),
              brand('Ostendorf', DE, undefined, 1.4),
              brand('Политэк', RU, undefined, 0.8),
              brand('Полипластик', RU, undefined, 0.85),
            ],
            axes: [
              {
                key: 'type',
                attr: 'Назначение',
                choices: [
                  choice('внутренняя', { tone: 1 }),
                  choice('наружная', { tone: 3, k: 1.4 }),
                ],
              },
              { key: 'dia', attr: 'Диаметр', choices: [choice('50 мм', { k: 0.45 }), '110 мм'] },
              {
                key: 'length',
                attr: 'Длина',
                choices: [
                  choice('0,5 м', { k: 0.3 }),
                  choice('1 м', { k: 0.5 }),
                  choice('2 м', { k: 0.85 }),
                  choice('3 м', { k: 1.2 }),
                ],
              },
            ],
            unit: 'шт',
            price: [10, 13],
            text: [
              'Канализационная труба ({type}) {brand} диаметром {dia} и длиной {length} с раструбом и уплотнительным кольцом.',
              'Гладкая внутренняя поверхность не даёт отложениям задерживаться в трубе.',
              'Подберём отводы, тройники и ревизии той же системы.',
            ],
            article: 'КТ-{seq}',
          },
        },
        {
          slug: 'fitingi',
          title: 'Фитинги',
          kind: 'truba',
          about: 'Углы, тройники, муфты и переходники для полипропиленовых труб.',
          spec: {
            title: 'Фитинг {item} {brand} {dia}',
            brands: ppBrands,
            axes: [
              {
                key: 'item',
                attr: 'Тип',
                choices: [
                  'угол 90°',
                  'тройник',
                  choice('муфта', { k: 0.6 }),
                  choice('переходник с наружной резьбой', { k: 3 }),
                ],
              },
              {
                key: 'dia',
                attr: 'Диаметр',
                choices: ['20 мм', choice('25 мм', { k: 1.3 }), choice('32 мм', { k: 1.8 })],
              },
            ],
            unit: 'шт',
            price: [0.6, 1],
            pack: 10,
            variants: [2],
            tones: [0, 1, 2],
            text: [
              'Полипропиленовый фитинг ({item}) {brand} диаметром {dia} под сварку.',
              'Точные размеры раструба гарантируют прочное и герметичное соединение.',
              'Упаковка — 10 штук, отпускаем поштучно.',
            ],
            article: 'ФТ-{seq}',
          },
        },
      ],
    },
    {
      slug: 'smesiteli',
      title: 'Смесители',
      about: 'Смесители для кухни, ванной и раковины от бюджетных до премиальных.',
      children: [
        {
          slug: 'smesiteli-dlya-kuhni',
          title: 'Смесители для кухни',
          kind: 'smesitel',
          about: 'Смесители с высоким поворотным изливом для кухонной мойки.',
          spec: {
            title: 'Смеситель для кухни {brand} {line}, {finish}',
            brands: mixerBrands,
            axes: [{ key: 'finish', attr: 'Покрытие', choices: finishes }],
            unit: 'шт',
            price: [95, 125],
            variants: [1],
            facts: [
              ['Излив', 'высокий поворотный'],
              ['Монтаж', 'на мойку'],
            ],
            text: mixerText,
            article: '{num}',
          },
        },
        {
          slug: 'smesiteli-dlya-vannoy',
          title: 'Смесители для ванной',
          kind: 'smesitel',
          about: 'Настенные смесители для ванны с душевым комплектом.',
          spec: {
            title: 'Смеситель для ванны с душем {brand} {line}, {finish}',
            brands: mixerBrands,
            axes: [{ key: 'finish', attr: 'Покрытие', choices: finishes }],
            unit: 'шт',
            price: [120, 160],
            variants: [2],
            facts: [
              ['Монтаж', 'настенный'],
              ['Межосевое расстояние', '150 мм'],
            ],
            text: mixerText,
            article: '{num}',
          },
        },
        {
          slug: 'smesiteli-dlya-rakoviny',
          title: 'Смесители для раковины',
          kind: 'smesitel',
          about: 'Компактные смесители для умывальника.',
          spec: {
            title: 'Смеситель для раковины {brand} {line}, {finish}',
            brands: mixerBrands,
            axes: [{ key: 'finish', attr: 'Покрытие', choices: finishes }],
            unit: 'шт',
            price: [75, 100],
            variants: [3],
            facts: [
              ['Монтаж', 'на раковину'],
              ['Донный клапан', 'в комплекте'],
            ],
            text: mixerText,
            article: '{num}',
          },
        },
      ],
    },
  ],
};
