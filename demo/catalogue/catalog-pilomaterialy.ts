import { brand, choice, type BranchDef } from './product-spec';

const BY = 'Беларусь';

const woods = [
  choice('сосна', { tone: 0 }),
  choice('ель', { tone: 1 }),
  choice('лиственница', { tone: 2, k: 1.6 }),
];

const sawmills = [
  brand('Ивацевичдрев', BY),
  brand('Борисовдрев', BY),
  brand('Речицадрев', BY),
  brand('Мозырский ДОК', BY),
];

export const PILOMATERIALY: BranchDef = {
  slug: 'pilomaterialy',
  title: 'Пиломатериалы',
  about: 'Доска, брус и вагонка из белорусской сосны, ели и лиственницы.',
  children: [
    {
      slug: 'doska-obreznaya',
      title: 'Обрезная доска',
      kind: 'doska',
      about: 'Обрезная доска для каркасов, стропильных систем, опалубки и черновых полов.',
      spec: {
        title: 'Доска обрезная {wood} {size}, {grade}, {drying}',
        brands: sawmills,
        axes: [
          { key: 'wood', attr: 'Порода', choices: woods },
          {
            key: 'size',
            attr: 'Размер',
            choices: [
              choice('25×100×6000 мм', { k: 0.5 }),
              choice('25×150×6000 мм', { k: 0.75 }),
              '50×100×6000 мм',
              choice('50×150×6000 мм', { k: 1.5 }),
              choice('50×200×6000 мм', { k: 2 }),
            ],
          },
          { key: 'grade', attr: 'Сорт', choices: [choice('1 сорт', { k: 1.15 }), '2 сорт'] },
          {
            key: 'drying',
            attr: 'Влажность',
            choices: ['естественной влажности', choice('камерной сушки', { k: 1.3 })],
          },
        ],
        unit: 'шт',
        price: [9, 14],
        text: [
          'Обрезная доска ({wood}) сечением {size} от производителя {brand}.',
          'Подходит для каркасного домостроения, стропил, обрешётки и опалубки.',
          'Пиломатериал хранится под навесом на проветриваемых стеллажах.',
          'При заказе от 1 м³ действует оптовая цена.',
        ],
        article: 'ДО-{seq}',
      },
    },
    {
      slug: 'brus',
      title: 'Брус',
      kind: 'doska',
      about: 'Обрезной, строганый и клеёный брус для стен, перекрытий и каркасов.',
      spec: {
        title: 'Брус {wood} {type} {size}',
        brands: sawmills,
        axes: [
          { key: 'wood', attr: 'Порода', choices: woods },
          {
            key: 'type',
            attr: 'Тип',
            choices: ['обрезной', choice('строганый', { k: 1.4 }), choice('клеёный', { k: 2.5 })],
          },
          {
            key: 'size',
            attr: 'Сечение',
            choices: [
              '100×100×6000 мм',
              choice('100×150×6000 мм', { k: 1.5 }),
              choice('150×150×6000 мм', { k: 2.25 }),
              choice('50×50×3000 мм', { k: 0.13 }),
            ],
          },
        ],
        unit: 'шт',
        price: [24, 32],
        text: [
          'Брус {type} ({wood}) сечением {size} производства {brand}.',
          'Используется для обвязки, лаг, перекрытий и стен каркасных построек.',
          'Перед монтажом рекомендуем обработать антисептиком.',
        ],
        article: 'БР-{seq}',
      },
    },
    {
      slug: 'vagonka',
      title: 'Вагонка',
      kind: 'doska',
      about: 'Деревянная вагонка и блок-хаус для внутренней и наружной отделки.',
      spec: {
        title: 'Вагонка {wood} {profile} {size}, сорт {grade}',
        brands: sawmills,
        axes: [
          {
            key: 'wood',
            attr: 'Порода',
            choices: [
              choice('сосна', { tone: 0 }),
              choice('ель', { tone: 1 }),
              choice('липа', { tone: 7, k: 1.5 }),
            ],
          },
          {
            key: 'profile',
            attr: 'Профиль',
            choices: [
              'евровагонка',
              'штиль',
              choice('блок-хаус', { k: 1.4 }),
              choice('имитация бруса', { k: 1.2 }),
            ],
          },
          {
            key: 'size',
            attr: 'Размер',
            choices: [
              '12,5×96×3000 мм',
              choice('14×120×3000 мм', { k: 1.15 }),
              choice('20×140×6000 мм', { k: 1.5 }),
            ],
          },
          {
            key: 'grade',
            attr: 'Сорт',
            choices: ['AB', choice('A', { k: 1.2 }), choice('экстра', { k: 1.4 })],
          },
        ],
        unit: 'м²',
        price: [14, 22],
        text: [
          'Вагонка ({wood}) профиля «{profile}» размером {size} для отделки стен, потолков, балконов и бань.',
          'Доски камерной сушки с ровным замком собираются без щелей.',
          'Продаётся упаковками, цена указана за квадратный метр.',
        ],
        article: 'ВГ-{seq}',
      },
    },
  ],
};
