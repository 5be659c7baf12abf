import { brand, choice, type TopDef } from './product-spec';

const BY = 'Беларусь';
const RU = 'Россия';
const PL = 'Польша';

const tileVariants = [
  choice('1Т', { value: 'белый', tone: 0 }),
  choice('3Т', { value: 'бежевый', tone: 1 }),
  choice('2Т', { value: 'серый', tone: 2 }),
  choice('7С', { value: 'голубой', tone: 4 }),
  choice('5С', { value: 'мятный', tone: 5 }),
  choice('4Д', { value: 'декор', tone: 6, k: 1.6 }),
];

const tileBrands = [
  brand('Керамин', BY, ['Калипсо', 'Сиена', 'Мармара', 'Ванкувер', 'Нео', 'Лофт']),
  brand('Березакерамика', BY, ['Ретро', 'Мирабелла', 'Капри'], 0.9),
  brand('Cersanit', PL, ['Mika', 'Calvano'], 1.2),
  brand('Kerama Marazzi', RU, ['Сад Моне', 'Гинардо'], 1.4),
  brand('Opoczno', PL, ['Grand Marble'], 1.3),
];

export const OTDELKA: TopDef = {
  slug: 'otdelochnye-materialy',
  title: 'Отделочные материалы',
  kind: 'plitka',
  about: 'Керамическая плитка и керамогранит, гипсокартон с профилем, ламинат и линолеум.',
  children: [
    {
      slug: 'keramicheskaya-plitka',
      title: 'Керамическая плитка',
      about: 'Настенная и напольная плитка белорусских и европейских фабрик, керамогранит.',
      children: [
        {
          slug: 'nastennaya-plitka',
          title: 'Настенная плитка',
          kind: 'plitka',
          weight: 2,
          about: 'Глазурованная плитка для ванных комнат, кухонь и санузлов.',
          spec: {
            title: 'Плитка керамическая настенная {brand} {line} {variant}, {size}',
            brands: tileBrands,
            axes: [
              { key: 'variant', attr: 'Цвет', choices: tileVariants },
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  '275×400 мм',
                  choice('200×300 мм', { k: 0.9 }),
                  choice('300×600 мм', { k: 1.2 }),
                ],
              },
            ],
            unit: 'м²',
            price: [17, 24],
            facts: [
              ['Поверхность', 'глянцевая'],
              ['Сорт', '1'],
            ],
            text: [
              'Настенная керамическая плитка {brand} из коллекции «{line}», размер {size}.',
              'Глазурь устойчива к бытовой химии и перепадам влажности, поэтому плитка подходит для ванной и кухни.',
              'В коллекции есть фоновая плитка, декоры и бордюры — соберём раскладку по вашему плану.',
              'Цена указана за 1 м²; плитка отгружается целыми коробками.',
            ],
            article: '{num}',
            model: 'variant',
          },
        },
        {
          slug: 'napolnaya-plitka',
          title: 'Напольная плитка',
          kind: 'plitka',
          about: 'Износостойкая плитка для пола в жилых и общественных помещениях.',
          spec: {
            title: 'Плитка керамическая напольная {brand} {line} {variant}, {size}',
            brands: tileBrands,
            axes: [
              { key: 'variant', attr: 'Цвет', choices: tileVariants.slice(0, 5) },
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  '400×400 мм',
                  choice('330×330 мм', { k: 0.9 }),
                  choice('300×300 мм', { k: 0.85 }),
                ],
              },
            ],
            unit: 'м²',
            price: [19, 26],
            facts: [
              ['Класс износостойкости', 'PEI III'],
              ['Поверхность', 'матовая'],
            ],
            text: [
              'Напольная плитка {brand} из коллекции «{line}» размером {size}.',
              'Матовая нескользкая поверхность и класс износостойкости PEI III подходят для прихожих и кухонь.',
              'Для укладки рекомендуем клей класса C1 и затирку в тон.',
            ],
            article: '{num}',
          },
        },
        {
          slug: 'keramogranit',
          title: 'Керамогранит',
          kind: 'plitka',
          weight: 2,
          about: 'Прочный керамогранит для полов, ступеней и фасадов.',
          spec: {
            title: 'Керамогранит {brand} {line} {finish}, {size}',
            brands: [
              brand('Estima', RU, ['Rich', 'Gabbro', 'Loft', 'Bolero']),
              brand('Керамин', BY, ['Кронос', 'Лофт', 'Мегаполис'], 0.9),
              brand('Laparet', RU, ['Tarnis', 'Cemento']),
              brand('Italon', 'Италия', ['Charme Evo', 'Room'], 1.6),
            ],
            axes: [
              {
                key: 'finish',
                attr: 'Поверхность',
                choices: [
                  'матовый',
                  choice('полированный', { k: 1.3 }),
                  choice('лаппатированный', { k: 1.2 }),
                  choice('структурированный', { k: 1.1 }),
                ],
              },
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  '600×600 мм',
                  choice('600×1200 мм', { k: 1.4 }),
                  choice('200×1200 мм', { k: 1.25 }),
                ],
              },
            ],
            unit: 'м²',
            price: [34, 48],
            facts: [
              ['Водопоглощение', 'менее 0,5 %'],
              ['Морозостойкость', 'да'],
            ],
            text: [
              'Керамогранит {brand} {line}, поверхность — {finish}, формат {size}.',
              'Прокрашенная в массе плитка не боится царапин, мороза и тяжёлых нагрузок.',
              'Подходит для полов в доме, офисе и магазине, для ступеней и облицовки цоколя.',
            ],
            article: 'КГ-{seq}',
          },
        },
      ],
    },
    {
      slug: 'gipsokarton-i-profil',
      title: 'Гипсокартон и профиль',
      about:
        'Гипсокартонные листы и металлический профиль для перегородок, потолков и облицовки стен.',
      children: [
        {
          slug: 'gipsokartonnye-listy',
          title: 'Гипсокартонные листы',
          kind: 'gipsokarton',
          about: 'Стандартный, влагостойкий и огнестойкий гипсокартон.',
          spec: {
            title: 'Гипсокартонный лист {brand} {type} {size}',
            brands: [
              brand('Knauf', 'Германия', undefined, 1.15),
              brand('Волма', RU),
              brand('Gyproc', RU, undefined, 1.05),
              brand('Белгипс', BY, undefined, 0.9),
            ],
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  choice('ГСП-А', { value: 'стандартный (ГСП-А)', tone: 0 }),
                  choice('ГСП-Н2', { value: 'влагостойкий (ГСП-Н2)', tone: 2, k: 1.2 }),
                  choice('ГСП-DF', { value: 'огнестойкий (ГСП-DF)', tone: 4, k: 1.3 }),
                  choice('ГСП-DFH2', { value: 'огневлагостойкий (ГСП-DFH2)', tone: 6, k: 1.45 }),
                ],
              },
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  '2500×1200×12,5 мм',
                  choice('2500×1200×9,5 мм', { k: 0.9 }),
                  choice('3000×1200×12,5 мм', { k: 1.2 }),
                ],
              },
            ],
            unit: 'шт',
            price: [11, 14],
            pack: 50,
            text: [
              'Гипсокартонный лист {brand} ({type}) размером {size} для перегородок, потолков и облицовки стен.',
              'Утонённая кромка позволяет заделать стыки без видимых швов.',
              'Листы хранятся на складе горизонтально на поддонах, поэтому приезжают без сколов.',
            ],
            article: 'ГКЛ-{code:type}-{seq}',
          },
        },
        {
          slug: 'profil-dlya-gkl',
          title: 'Профиль для ГКЛ',
          kind: 'profil',
          about: 'Оцинкованный профиль для каркасов перегородок и подвесных потолков.',
          spec: {
            title: 'Профиль {type} {brand}, {length}, {thickness}',
            brands: [
              brand('Knauf', 'Германия', undefined, 1.2),
              brand('Албес', RU),
              brand('Стройпрофиль', BY, undefined, 0.9),
            ],
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  'ПП 60×27 потолочный',
                  choice('ПН 28×27 направляющий', { k: 0.75 }),
                  choice('ПС 50×50 стоечный', { k: 1.05 }),
                  choice('ПН 50×40 направляющий', { k: 0.9 }),
                  choice('ПС 75×50 стоечный', { k: 1.3 }),
                  choice('ПС 100×50 стоечный', { k: 1.55 }),
                ],
              },
              { key: 'length', attr: 'Длина', choices: ['3 м', choice('4 м', { k: 1.33 })] },
              {
                key: 'thickness',
                attr: 'Толщина металла',
                choices: ['0,5 мм', choice('0,6 мм', { k: 1.15 })],
              },
            ],
            unit: 'шт',
            price: [4, 5.5],
            pack: 20,
            text: [
              'Профиль {type} {brand} длиной {length} из оцинкованной стали толщиной {thickness}.',
              'Служит основой каркаса под гипсокартон в перегородках, облицовках и потолках.',
              'Упаковка — 20 штук; отпускаем и поштучно.',
            ],
            article: 'ПР-{seq}',
          },
        },
      ],
    },
    {
      slug: 'napolnye-pokrytiya',
      title: 'Напольные покрытия',
      about: 'Ламинат и линолеум для квартир, домов и коммерческих помещений.',
      children: [
        {
          slug: 'laminat',
          title: 'Ламинат',
          kind: 'laminat',
          weight: 2,
          about: 'Ламинат 32 и 33 класса с замковым соединением.',
          spec: {
            title: 'Ламинат {brand} {line} «{decor}», {cls}',
            brands: [
              brand('Kronostar', RU, ['SymBio', 'Eventum']),
              brand('Egger', 'Австрия', ['Classic', 'Large'], 1.35),
              brand('Classen', 'Германия', ['Visiogrande'], 1.25),
              brand('Tarkett', RU, ['Estetica', 'Woodstock'], 1.1),
              brand('Quick-Step', 'Бельгия', ['Classic', 'Impressive'], 1.8),
            ],
            axes: [
              {
                key: 'decor',
                attr: 'Декор',
                choices: [
                  choice('Дуб натуральный', { tone: 0 }),
                  choice('Дуб серый', { tone: 7 }),
                  choice('Дуб беленый', { tone: 1 }),
                  choice('Орех', { tone: 4 }),
                  choice('Ясень скандинавский', { tone: 1 }),
                  choice('Дуб мокко', { tone: 6 }),
                ],
              },
              {
                key: 'cls',
                attr: 'Класс и толщина',
                choices: [
                  '32 класс, 8 мм',
                  choice('33 класс, 8 мм', { k: 1.15 }),
                  choice('33 класс, 12 мм', { k: 1.4 }),
                ],
              },
            ],
            unit: 'м²',
            price: [22, 32],
            text: [
              'Ламинат {brand} {line} в декоре «{decor}» ({cls}) для жилых комнат и офисов.',
              'Замок click собирается без клея, поэтому пол можно уложить за один день.',
              'Перед укладкой выдержите упаковки в помещении 48 часов.',
            ],
            article: '{num}',
          },
        },
        {
          slug: 'linoleum',
          title: 'Линолеум',
          kind: 'rulon',
          about: 'Бытовой, полукоммерческий и коммерческий линолеум на отрез.',
          spec: {
            title: 'Линолеум {type} {brand} {line} «{decor}», ширина {width}',
            brands: [
              brand('Tarkett', RU, ['Sinteros Europa', 'Idylle Nova', 'Moda'], 1.1),
              brand('Juteks', RU, ['Optima', 'Strong']),
              brand('Ideal', RU, ['Ultra', 'Record'], 0.9),
            ],
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  'бытовой',
                  choice('полукоммерческий', { k: 1.3 }),
                  choice('коммерческий', { k: 1.7 }),
                ],
              },
              {
                key: 'decor',
                attr: 'Рисунок',
                choices: ['Дуб', 'Паркет', 'Плитка', 'Мрамор', 'Бетон'],
              },
              { key: 'width', attr: 'Ширина', choices: ['2,5 м', '3 м', '3,5 м', '4 м'] },
            ],
            unit: 'м²',
            price: [16, 22],
            tones: [6, 7],
            text: [
              'Линолеум {type} {brand} {line} с рисунком «{decor}», ширина рулона {width}.',
              'Отрезаем нужную длину в магазине, остатки рулонов продаём со скидкой.',
              'Защитный лак облегчает уборку и сохраняет рисунок.',
            ],
            article: 'ЛН-{seq}',
          },
        },
      ],
    },
  ],
};
