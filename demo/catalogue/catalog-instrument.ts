import { brand, choice, type TopDef } from './product-spec';

const RU = 'Россия';
const DE = 'Германия';
const JP = 'Япония';
const US = 'США';

const handTools = [
  brand('ЗУБР', RU, undefined, 0.8, 3),
  brand('Stanley', US, undefined, 1.3, 1),
  brand('Startul', 'Беларусь', undefined, 0.75, 2),
  brand('Kraftool', DE, undefined, 1.2, 4),
  brand('Matrix', DE, undefined, 0.9, 0),
];

const consumables = [
  brand('Bosch', DE, undefined, 1.4),
  brand('ЗУБР', RU, undefined, 0.8),
  brand('Makita', JP, undefined, 1.3),
  brand('Луга', RU, undefined, 0.7),
  brand('Hammer Flex', 'Чехия'),
];

export const INSTRUMENT: TopDef = {
  slug: 'instrument',
  title: 'Инструмент',
  kind: 'drel',
  about:
    'Электроинструмент, ручной инструмент и расходная оснастка для строительных и ремонтных работ.',
  children: [
    {
      slug: 'elektroinstrument',
      title: 'Электроинструмент',
      about: 'Дрели, шуруповёрты, перфораторы и болгарки профессиональных и бытовых серий.',
      children: [
        {
          slug: 'dreli-i-shurupoverty',
          title: 'Дрели и шуруповёрты',
          kind: 'drel',
          about: 'Аккумуляторные дрели-шуруповёрты для сверления и закручивания крепежа.',
          spec: {
            title: 'Дрель-шуруповёрт аккумуляторная {brand} {line}, {kit}',
            brands: [
              brand('Bosch', DE, ['GSR 120-LI', 'GSR 12V-15', 'GSB 18V-21', 'GSR 18V-50'], 1.4, 0),
              brand('Makita', JP, ['DF333DWYE', 'DF457DWE', 'DDF485RFE'], 1.45, 1),
              brand('DeWalt', US, ['DCD777S2T', 'DCD709D2T'], 1.5, 2),
              brand('ЗУБР', RU, ['ДШЛ-121-2', 'ДША-18-2'], 0.6, 3),
              brand('Metabo', DE, ['BS 18 L', 'PowerMaxx BS 12'], 1.35, 4),
              brand('Интерскол', RU, ['ДА-12ЭР-02', 'ДА-18ЭР'], 0.65, 5),
            ],
            axes: [
              {
                key: 'kit',
                attr: 'Комплектация',
                choices: [
                  '2 АКБ 2,0 Ач, ЗУ, кейс',
                  choice('1 АКБ, ЗУ, сумка', { k: 0.8 }),
                  choice('без АКБ и ЗУ', { k: 0.55 }),
                ],
              },
            ],
            unit: 'шт',
            price: [180, 240],
            facts: [
              ['Патрон', 'быстрозажимной'],
              ['Гарантия', '12 месяцев'],
            ],
            text: [
              'Аккумуляторная дрель-шуруповёрт {brand} {line} для сверления дерева и металла и закручивания саморезов.',
              'Регулировка крутящего момента и две скорости позволяют работать и с мелким крепежом, и со свёрлами большого диаметра.',
              'Комплектация: {kit}.',
              'Гарантийное обслуживание — в авторизованных сервисных центрах в Минске и областных городах.',
            ],
            article: '{line}-{seq}',
          },
        },
        {
          slug: 'perforatory',
          title: 'Перфораторы',
          kind: 'perforator',
          about: 'Перфораторы SDS-plus и SDS-max для сверления и долбления бетона.',
          spec: {
            title: 'Перфоратор {brand} {line}, {kit}',
            brands: [
              brand('Bosch', DE, ['GBH 2-26 DRE', 'GBH 2-28 F', 'GBH 240'], 1.4, 0),
              brand('Makita', JP, ['HR2470', 'HR2630', 'HR2811FT'], 1.4, 1),
              brand('DeWalt', US, ['D25133K'], 1.45, 2),
              brand('ЗУБР', RU, ['ЗП-26-800 ЭК', 'ЗП-28-1000 ЭК'], 0.55, 3),
              brand('Metabo', DE, ['KHE 2660'], 1.35, 4),
              brand('Интерскол', RU, ['П-26/800ЭР', 'П-30/900ЭР'], 0.6, 5),
            ],
            axes: [
              {
                key: 'kit',
                attr: 'Комплектация',
                choices: ['в кейсе', choice('в кейсе с набором буров', { k: 1.15 })],
              },
            ],
            unit: 'шт',
            price: [260, 330],
            facts: [
              ['Патрон', 'SDS-plus'],
              ['Питание', 'сеть 230 В'],
            ],
            text: [
              'Перфоратор {brand} {line} для сверления отверстий в бетоне и кирпиче и лёгких демонтажных работ.',
              'Три режима — сверление, сверление с ударом и долбление — переключаются одним поворотом.',
              'Муфта предохраняет руки при заклинивании бура.',
            ],
            article: '{line}-{seq}',
          },
        },
        {
          slug: 'bolgarki',
          title: 'Болгарки (УШМ)',
          kind: 'bolgarka',
          about: 'Угловые шлифмашины для резки и шлифования металла и камня.',
          spec: {
            title: 'Угловая шлифмашина {brand} {line}, {disc}',
            brands: [
              brand('Bosch', DE, ['GWS 750-125', 'GWS 9-125 S'], 1.4, 0),
              brand('Makita', JP, ['9558HN', 'GA5030'], 1.35, 1),
              brand('DeWalt', US, ['DWE4157'], 1.4, 2),
              brand('ЗУБР', RU, ['УШМ-125-1100 М3'], 0.55, 3),
              brand('Metabo', DE, ['W 850-125', 'WEV 1500-125'], 1.3, 4),
              brand('Интерскол', RU, ['УШМ-125/900', 'УШМ-230/2300М'], 0.6, 5),
            ],
            axes: [
              {
                key: 'disc',
                attr: 'Диаметр диска',
                choices: ['125 мм', choice('150 мм', { k: 1.2 }), choice('230 мм', { k: 1.6 })],
              },
            ],
            unit: 'шт',
            price: [140, 190],
            facts: [
              ['Питание', 'сеть 230 В'],
              ['Гарантия', '12 месяцев'],
            ],
            text: [
              'Угловая шлифмашина {brand} {line} под диск {disc} для резки металла, плитки и камня.',
              'Защитный кожух переставляется без инструмента, дополнительная рукоятка ставится с двух сторон.',
              'Подберём отрезные и шлифовальные круги к машине.',
            ],
            article: '{line}-{seq}',
          },
        },
      ],
    },
    {
      slug: 'ruchnoy-instrument',
      title: 'Ручной инструмент',
      about: 'Молотки, шпатели, кельмы, рулетки и уровни для бригад и частных мастеров.',
      children: [
        {
          slug: 'molotki',
          title: 'Молотки и кувалды',
          kind: 'molotok',
          about: 'Слесарные и столярные молотки, кувалды и резиновые киянки.',
          spec: {
            title: '{type} {brand}, {weight}',
            brands: handTools,
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  choice('Молоток слесарный', { variant: 1 }),
                  choice('Молоток столярный с гвоздодёром', { variant: 1, k: 1.1 }),
                  choice('Кувалда', { variant: 2, k: 1.8 }),
                  choice('Киянка резиновая', { variant: 3, k: 0.7 }),
                ],
              },
              {
                key: 'weight',
                attr: 'Масса',
                choices: ['500 г', choice('800 г', { k: 1.2 }), choice('1000 г', { k: 1.35 })],
              },
            ],
            unit: 'шт',
            price: [18, 28],
            facts: [['Рукоятка', 'фиберглас']],
            text: [
              '{type} {brand} массой {weight} для строительных, монтажных и столярных работ.',
              'Обрезиненная рукоятка гасит отдачу и не скользит в руке.',
              'Боёк из закалённой стали не деформируется при ударах.',
            ],
            article: '{num}',
          },
        },
        {
          slug: 'shpateli-i-kelmy',
          title: 'Шпатели и кельмы',
          kind: 'shpatel',
          about: 'Инструмент для штукатурных, шпаклёвочных и плиточных работ.',
          spec: {
            title: '{type} {brand} {width}',
            brands: handTools,
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  choice('Шпатель фасадный', { variant: 1 }),
                  choice('Кельма штукатурная', { variant: 2, k: 1.2 }),
                  choice('Шпатель зубчатый', { variant: 3, k: 1.1 }),
                ],
              },
              {
                key: 'width',
                attr: 'Ширина',
                choices: [
                  choice('100 мм', { k: 0.7 }),
                  '150 мм',
                  choice('250 мм', { k: 1.3 }),
                  choice('350 мм', { k: 1.55 }),
                ],
              },
            ],
            unit: 'шт',
            price: [6, 10],
            text: [
              '{type} {brand} шириной {width} из нержавеющей стали.',
              'Гибкое полотно равномерно распределяет смесь, а эргономичная рукоятка снижает усталость руки.',
              'После работы инструмент достаточно промыть водой.',
            ],
            article: 'ШП-{seq}',
          },
        },
        {
          slug: 'izmeritelnyy-instrument',
          title: 'Измерительный инструмент',
          kind: 'izmeritel',
          about: 'Рулетки и строительные уровни.',
          spec: {
            title: '{item} {brand} {line}',
            brands: [
              brand('Stanley', US, ['FatMax', 'PowerLock'], 1.3),
              brand('ЗУБР', RU, ['Профессионал', 'Мастер'], 0.8),
              brand('Kraftool', DE, ['Pro', 'Grand'], 1.2),
              brand('Startul', 'Беларусь', ['Master', 'Profi'], 0.75),
            ],
            axes: [
              {
                key: 'item',
                attr: 'Тип',
                choices: [
                  choice('Рулетка 3 м', { variant: 1, k: 0.7 }),
                  choice('Рулетка 5 м', { variant: 1 }),
                  choice('Рулетка 8 м', { variant: 1, k: 1.3 }),
                  choice('Уровень строительный 600 мм', { variant: 2, k: 1.6 }),
                  choice('Уровень строительный 1000 мм', { variant: 2, k: 2 }),
                  choice('Уровень строительный 2000 мм', { variant: 2, k: 3 }),
                ],
              },
            ],
            unit: 'шт',
            price: [14, 20],
            text: [
              '{item} {brand} {line} для разметки и контроля геометрии на стройке.',
              'Ударопрочный корпус выдерживает падение с высоты человеческого роста.',
              'Точность соответствует классу II по ГОСТ.',
            ],
            article: 'ИЗ-{seq}',
          },
        },
      ],
    },
    {
      slug: 'osnastka',
      title: 'Оснастка',
      about: 'Отрезные и шлифовальные круги, свёрла и буры.',
      children: [
        {
          slug: 'krugi-otreznye',
          title: 'Круги отрезные',
          kind: 'krug',
          about: 'Абразивные и алмазные круги для болгарок.',
          spec: {
            title: 'Круг {type} {brand} {size}',
            brands: consumables,
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  choice('отрезной по металлу', { variant: 1 }),
                  choice('отрезной по камню', { variant: 1 }),
                  choice('алмазный сегментный', { variant: 3, k: 8 }),
                  choice('лепестковый шлифовальный', { variant: 1, k: 2.5 }),
                ],
              },
              {
                key: 'size',
                attr: 'Размер',
                choices: [
                  '125×1,2×22 мм',
                  choice('125×1,6×22 мм', { k: 1.05 }),
                  choice('230×2,5×22 мм', { k: 2.2 }),
                  choice('115×1,0×22 мм', { k: 0.9 }),
                ],
              },
            ],
            unit: 'шт',
            price: [1.5, 2.3],
            pack: 25,
            text: [
              'Круг {type} {brand} размером {size} для угловых шлифмашин.',
              'Армирование стеклосеткой делает круг прочным и безопасным на высоких оборотах.',
              'Оптом — упаковками по 25 штук.',
            ],
            article: 'КО-{seq}',
          },
        },
        {
          slug: 'sverla-i-bury',
          title: 'Свёрла и буры',
          kind: 'sverlo',
          about: 'Свёрла по металлу и бетону, буры SDS-plus и наборы.',
          spec: {
            title: '{type} {size} {brand}',
            brands: consumables
              .slice(0, 3)
              .concat([brand('Ruko', DE, undefined, 1.3), brand('Heller', DE, undefined, 1.25)]),
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  choice('Сверло по металлу HSS', { variant: 1 }),
                  choice('Сверло по бетону', { variant: 1 }),
                  choice('Бур SDS-plus', { variant: 2, k: 2.5 }),
                  choice('Набор свёрл по металлу до', {
                    value: 'набор свёрл по металлу, 8 шт.',
                    variant: 3,
                    k: 10,
                  }),
                ],
              },
              {
                key: 'size',
                attr: 'Диаметр',
                choices: [
                  '6 мм',
                  choice('8 мм', { k: 1.2 }),
                  choice('10 мм', { k: 1.5 }),
                  choice('12 мм', { k: 1.9 }),
                ],
              },
            ],
            unit: 'шт',
            price: [2, 3.5],
            text: [
              '{type} {size} от {brand}.',
              'Точная заточка и прочная сталь обеспечивают ровное отверстие без перегрева.',
              'Храните свёрла в кейсе, чтобы не затупить режущие кромки.',
            ],
            article: 'СВ-{seq}',
          },
        },
      ],
    },
  ],
};
