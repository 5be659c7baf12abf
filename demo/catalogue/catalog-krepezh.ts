import { brand, choice, type TopDef } from './product-spec';

const BY = 'Беларусь';
const RU = 'Россия';

const fixings = [
  brand('Starfix', BY),
  brand('Tech-KREP', RU, undefined, 1.05),
  brand('Fischer', 'Германия', undefined, 1.6),
  brand('Sormat', 'Финляндия', undefined, 1.4),
];

const zinc = [
  choice('жёлтый цинк', { tone: 1 }),
  choice('белый цинк', { tone: 0 }),
  choice('чёрный фосфат', { tone: 2, k: 0.9 }),
];

export const KREPEZH: TopDef = {
  slug: 'krepezh',
  title: 'Крепёж',
  kind: 'samorez',
  about: 'Саморезы, дюбели, анкеры и гвозди в розницу и оптовыми упаковками.',
  children: [
    {
      slug: 'samorezy',
      title: 'Саморезы',
      about: 'Саморезы по дереву и металлу, кровельные и для гипсокартона.',
      children: [
        {
          slug: 'samorezy-po-derevu',
          title: 'Саморезы по дереву',
          kind: 'samorez',
          about: 'Универсальные саморезы для дерева, ДСП и фанеры.',
          spec: {
            title: 'Саморез по дереву {brand} {size}, {coating}, {pack}',
            brands: fixings,
            axes: [
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  choice('3,5×25 мм', { k: 0.6 }),
                  choice('3,5×35 мм', { k: 0.75 }),
                  '4,2×51 мм',
                  choice('4,8×70 мм', { k: 1.5 }),
                  choice('5×80 мм', { k: 1.8 }),
                ],
              },
              { key: 'coating', attr: 'Покрытие', choices: zinc },
              { key: 'pack', attr: 'Фасовка', choices: ['200 шт', choice('1000 шт', { k: 4.2 })] },
            ],
            unit: 'упак',
            price: [7, 10],
            facts: [['Головка', 'потайная, шлиц PZ2']],
            text: [
              'Саморезы по дереву {brand} размером {size} с покрытием «{coating}», в упаковке {pack}.',
              'Острый наконечник и крупная резьба позволяют закручивать саморез без предварительного сверления.',
              'Подходят для дерева, ДСП, МДФ и фанеры.',
            ],
            article: '{num}',
          },
        },
        {
          slug: 'krovelnye-samorezy',
          title: 'Кровельные саморезы',
          kind: 'samorez',
          about: 'Саморезы с шайбой EPDM для металлочерепицы и профнастила.',
          spec: {
            title: 'Саморез кровельный {brand} {size}, RAL {ral}, 250 шт',
            brands: fixings,
            axes: [
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  '4,8×29 мм',
                  choice('4,8×35 мм', { k: 1.1 }),
                  choice('5,5×19 мм', { k: 0.95 }),
                ],
              },
              {
                key: 'ral',
                attr: 'Цвет',
                choices: [
                  choice('3005', { tone: 4 }),
                  choice('8017', { tone: 6 }),
                  choice('6005', { tone: 7 }),
                  choice('7024', { tone: 2 }),
                  choice('9003', { tone: 3 }),
                ],
              },
            ],
            unit: 'упак',
            price: [28, 38],
            facts: [
              ['Шайба', 'EPDM'],
              ['Головка', 'шестигранная'],
            ],
            text: [
              'Кровельные саморезы {brand} {size} в цвет кровли RAL {ral}.',
              'Шайба из EPDM-резины герметизирует отверстие и не трескается на морозе.',
              'Расход — 6–8 штук на 1 м² кровли.',
            ],
            article: 'СК-{code:ral}-{seq}',
          },
        },
        {
          slug: 'samorezy-dlya-gkl',
          title: 'Саморезы для гипсокартона',
          kind: 'samorez',
          about:
            'Фосфатированные саморезы для крепления ГКЛ к металлическому и деревянному каркасу.',
          spec: {
            title: 'Саморез для гипсокартона {type} {brand} {size}, 1000 шт',
            brands: fixings,
            axes: [
              { key: 'type', attr: 'Основание', choices: ['по металлу', 'по дереву'] },
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  '3,5×25 мм',
                  choice('3,5×35 мм', { k: 1.2 }),
                  choice('3,5×45 мм', { k: 1.45 }),
                ],
              },
            ],
            unit: 'упак',
            price: [11, 15],
            tones: [2],
            facts: [['Покрытие', 'чёрный фосфат']],
            text: [
              'Саморезы для гипсокартона {type} {brand} размером {size}, упаковка 1000 штук.',
              'Головка-горн утапливается в лист, не разрывая картон.',
              'Расход — около 30 штук на лист ГКЛ.',
            ],
            article: 'СГ-{seq}',
          },
        },
      ],
    },
    {
      slug: 'dyubeli-i-ankery',
      title: 'Дюбели и анкеры',
      about: 'Быстрый монтаж, анкерные болты и дюбели для теплоизоляции.',
      children: [
        {
          slug: 'dyubel-gvozdi',
          title: 'Дюбель-гвозди',
          kind: 'dyubel',
          about: 'Дюбели быстрого монтажа для профилей, плинтусов и кабель-каналов.',
          spec: {
            title: 'Дюбель-гвоздь {brand} {size}, {head}, {pack}',
            brands: fixings.concat([brand('Mungo', 'Швейцария', undefined, 1.7)]),
            axes: [
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  '6×40 мм',
                  choice('6×60 мм', { k: 1.25 }),
                  choice('8×80 мм', { k: 1.6 }),
                  choice('8×100 мм', { k: 2 }),
                ],
              },
              {
                key: 'head',
                attr: 'Бортик',
                choices: ['потайной бортик', 'цилиндрический бортик'],
              },
              { key: 'pack', attr: 'Фасовка', choices: [choice('50 шт', { k: 0.55 }), '100 шт'] },
            ],
            unit: 'упак',
            price: [6, 9],
            tones: [0, 1],
            text: [
              'Дюбель-гвоздь {brand} {size} ({head}) для быстрого монтажа в бетон, кирпич и камень.',
              'Забивается молотком через просверленное отверстие, при необходимости выкручивается отвёрткой.',
              'Распорная зона с зубцами надёжно держит даже в пустотелом кирпиче.',
            ],
            article: 'ДГ-{seq}',
          },
        },
        {
          slug: 'ankernye-bolty',
          title: 'Анкерные болты',
          kind: 'anker',
          about: 'Распорные анкеры для тяжёлых нагрузок в бетоне и кирпиче.',
          spec: {
            title: 'Анкерный болт {type} {brand} {size}',
            brands: fixings,
            axes: [
              {
                key: 'type',
                attr: 'Исполнение',
                choices: [
                  'с гайкой',
                  choice('с крюком', { k: 1.1 }),
                  choice('с кольцом', { k: 1.1 }),
                ],
              },
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  choice('8×65 мм', { k: 0.7 }),
                  '10×77 мм',
                  choice('12×100 мм', { k: 1.6 }),
                  choice('16×130 мм', { k: 3 }),
                ],
              },
            ],
            unit: 'шт',
            price: [0.8, 1.2],
            pack: 50,
            tones: [0, 6],
            text: [
              'Анкерный болт {type} {brand} размером {size} для крепления тяжёлых конструкций.',
              'Металлическая гильза распирается при затяжке и равномерно передаёт нагрузку на основание.',
              'Для бетона, полнотелого кирпича и натурального камня.',
            ],
            article: 'АБ-{seq}',
          },
        },
        {
          slug: 'dyubeli-dlya-teploizolyacii',
          title: 'Дюбели для теплоизоляции',
          kind: 'dyubel',
          about: 'Тарельчатые дюбели для крепления утеплителя к стене.',
          spec: {
            title: 'Дюбель для теплоизоляции {type} {brand} {size}, 50 шт',
            brands: fixings,
            axes: [
              {
                key: 'type',
                attr: 'Гвоздь',
                choices: ['с пластиковым гвоздём', choice('с металлическим гвоздём', { k: 1.3 })],
              },
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  '10×90 мм',
                  choice('10×120 мм', { k: 1.15 }),
                  choice('10×160 мм', { k: 1.4 }),
                  choice('10×200 мм', { k: 1.7 }),
                ],
              },
            ],
            unit: 'упак',
            price: [7, 10],
            tones: [3, 4],
            text: [
              'Тарельчатый дюбель {type} {brand} длиной {size} для крепления минеральной ваты и пенополистирола.',
              'Широкая шляпка прижимает плиту, не продавливая её.',
              'Расход — 5–8 штук на 1 м² фасада.',
            ],
            article: 'ДТ-{seq}',
          },
        },
      ],
    },
    {
      slug: 'gvozdi',
      title: 'Гвозди',
      about: 'Строительные и финишные гвозди на вес и в упаковках.',
      children: [
        {
          slug: 'gvozdi-stroitelnye',
          title: 'Гвозди строительные',
          kind: 'gvozd',
          about: 'Гвозди для каркасов, опалубки и черновых работ.',
          spec: {
            title: 'Гвозди строительные {brand} {size}, {coating}',
            brands: [
              brand('БМЗ', BY),
              brand('Стройметиз', BY),
              brand('Северсталь', RU, undefined, 1.05),
            ],
            axes: [
              {
                key: 'size',
                attr: 'Размер',
                choices: ['2,5×50 мм', '3×70 мм', '3,5×90 мм', '4×100 мм', '5×150 мм'],
              },
              {
                key: 'coating',
                attr: 'Покрытие',
                choices: [
                  choice('без покрытия', { tone: 6 }),
                  choice('оцинкованные', { tone: 0, k: 1.35 }),
                ],
              },
            ],
            unit: 'кг',
            price: [4.2, 5.4],
            pack: 5,
            text: [
              'Строительные гвозди {brand} размером {size}, {coating}.',
              'Для каркасов, стропил, опалубки и других плотницких работ.',
              'Продаются на вес, коробками по 5 кг.',
            ],
            article: 'ГВ-{seq}',
          },
        },
        {
          slug: 'gvozdi-finishnye',
          title: 'Гвозди финишные',
          kind: 'gvozd',
          about: 'Тонкие гвозди с малой шляпкой для вагонки, плинтусов и наличников.',
          spec: {
            title: 'Гвозди финишные {brand} {size}, {coating}, 0,5 кг',
            brands: [
              brand('БМЗ', BY),
              brand('Стройметиз', BY),
              brand('Tech-KREP', RU, undefined, 1.1),
            ],
            axes: [
              { key: 'size', attr: 'Размер', choices: ['1,6×25 мм', '1,6×40 мм', '2×50 мм'] },
              {
                key: 'coating',
                attr: 'Покрытие',
                choices: [
                  choice('оцинкованные', { tone: 0 }),
                  choice('латунированные', { tone: 5, k: 1.3 }),
                ],
              },
            ],
            unit: 'упак',
            price: [3.5, 5],
            text: [
              'Финишные гвозди {brand} {size} ({coating}) для крепления вагонки, плинтусов и наличников.',
              'Маленькая шляпка почти незаметна на лицевой поверхности.',
              'Упаковка — 0,5 кг.',
            ],
            article: 'ГФ-{seq}',
          },
        },
      ],
    },
  ],
};
