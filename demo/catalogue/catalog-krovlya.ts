import { brand, choice, type TopDef } from './product-spec';

const BY = 'Беларусь';
const RU = 'Россия';

const ral = [
  choice('3005', { value: 'RAL 3005, винно-красный', tone: 0 }),
  choice('8017', { value: 'RAL 8017, шоколадно-коричневый', tone: 1 }),
  choice('6005', { value: 'RAL 6005, зелёный мох', tone: 2 }),
  choice('7024', { value: 'RAL 7024, графитовый серый', tone: 3 }),
  choice('3011', { value: 'RAL 3011, коричнево-красный', tone: 4 }),
  choice('5005', { value: 'RAL 5005, сигнальный синий', tone: 5 }),
  choice('9003', { value: 'RAL 9003, сигнальный белый', tone: 6 }),
  choice('1015', { value: 'RAL 1015, светлая слоновая кость', tone: 7 }),
];

const gutterColours = [
  choice('белый', { tone: 0 }),
  choice('серый', { tone: 1 }),
  choice('терракотовый', { tone: 3 }),
  choice('графит', { tone: 6 }),
  choice('коричневый', { tone: 7 }),
];

const gutterBrands = [
  brand('Grand Line', RU),
  brand('Docke', RU),
  brand('Galeco', 'Польша', undefined, 1.2),
  brand('Aquasystem', RU, undefined, 1.1),
];

export const KROVLYA: TopDef = {
  slug: 'krovlya',
  title: 'Кровля',
  kind: 'krovlya',
  about: 'Металлочерепица, профнастил, гибкая черепица, рулонные материалы и водосточные системы.',
  children: [
    {
      slug: 'metallicheskaya-krovlya',
      title: 'Металлическая кровля',
      about: 'Металлочерепица и профнастил с полимерным покрытием для скатных крыш и заборов.',
      children: [
        {
          slug: 'metallocherepica',
          title: 'Металлочерепица',
          kind: 'krovlya',
          weight: 2,
          about: 'Листовая металлочерепица с полиэстером, пуралом и матовыми покрытиями.',
          spec: {
            title: 'Металлочерепица {brand} {line}, {coating}, RAL {ral}',
            brands: [
              brand('Grand Line', RU, ['Монтеррей', 'Kredo', 'Kvinta Plus', 'Classic']),
              brand('Металл Профиль', RU, ['Монтеррей', 'Ламонтерра', 'Трамонтана']),
              brand('Ruukki', 'Финляндия', ['Finnera', 'Monterrey', 'Adamante'], 1.4),
              brand('Pruszyński', 'Польша', ['Rapid', 'Elite'], 1.15),
            ],
            axes: [
              {
                key: 'coating',
                attr: 'Покрытие',
                choices: [
                  'полиэстер 0,5 мм',
                  choice('матовый полиэстер 0,5 мм', { k: 1.15 }),
                  choice('Пурал 0,5 мм', { k: 1.45 }),
                  choice('Velur 0,5 мм', { k: 1.35 }),
                ],
              },
              { key: 'ral', attr: 'Цвет', choices: ral },
            ],
            unit: 'м²',
            price: [17, 24],
            facts: [['Гарантия', '15 лет']],
            text: [
              'Металлочерепица {brand} {line} с покрытием «{coating}» для скатных крыш с уклоном от 14°.',
              'Листы нарезаются в размер ската по вашему заказу, доборные элементы и саморезы подбираем в цвет.',
              'Срок изготовления под заказ — от 2 рабочих дней.',
            ],
            article: 'МЧ-{line}-{seq}',
          },
        },
        {
          slug: 'profnastil',
          title: 'Профнастил',
          kind: 'profnastil',
          about: 'Стеновой и кровельный профилированный лист для крыш, заборов и ангаров.',
          spec: {
            title: 'Профнастил {profile} {brand}, {coating}, RAL {ral}',
            brands: [
              brand('Grand Line', RU),
              brand('Металл Профиль', RU),
              brand('Pruszyński', 'Польша', undefined, 1.15),
              brand('Белпромметалл', BY, undefined, 0.95),
            ],
            axes: [
              {
                key: 'profile',
                attr: 'Профиль',
                choices: [
                  choice('С8', { k: 0.85 }),
                  'С20',
                  'С21',
                  choice('НС35', { k: 1.15 }),
                  choice('Н60', { k: 1.4 }),
                ],
              },
              {
                key: 'coating',
                attr: 'Покрытие',
                choices: ['полиэстер 0,45 мм', choice('полиэстер 0,5 мм', { k: 1.1 })],
              },
              { key: 'ral', attr: 'Цвет', choices: ral },
            ],
            unit: 'м²',
            price: [14, 20],
            text: [
              'Профнастил {profile} {brand} с покрытием «{coating}» для кровли, заборов и облицовки хозяйственных построек.',
              'Высокая трапеция придаёт листу жёсткость, поэтому шаг обрешётки можно увеличить.',
              'Режем листы в размер от 0,5 до 12 м.',
            ],
            article: 'ПН-{code:profile}-{seq}',
          },
        },
      ],
    },
    {
      slug: 'myagkaya-krovlya',
      title: 'Мягкая кровля',
      about: 'Битумная черепица и наплавляемые рулонные материалы для скатных и плоских крыш.',
      children: [
        {
          slug: 'gibkaya-cherepica',
          title: 'Гибкая черепица',
          kind: 'cherepica',
          about: 'Битумная черепица для крыш сложной формы, беседок и бань.',
          spec: {
            title: 'Гибкая черепица {brand} {line}, {colour}',
            brands: [
              brand('Shinglas', RU, ['Классик', 'Финская', 'Джайв', 'Ранчо', 'Аккорд']),
              brand('Docke', RU, ['Premium', 'Pie Standard']),
              brand('Tegola', 'Италия', ['Top Shingle', 'Nordland'], 1.5),
              brand('Katepal', 'Финляндия', ['Foxy', 'Rocky', 'Jazzy'], 1.3),
            ],
            axes: [
              {
                key: 'colour',
                attr: 'Цвет',
                choices: [
                  choice('красный', { tone: 0 }),
                  choice('коричневый', { tone: 1 }),
                  choice('зелёный', { tone: 2 }),
                  choice('серый', { tone: 3 }),
                  choice('медный', { tone: 4 }),
                  choice('синий', { tone: 5 }),
                  choice('графит', { tone: 6 }),
                  choice('терракот', { tone: 7 }),
                ],
              },
            ],
            unit: 'упак',
            price: [38, 62],
            facts: [
              ['Площадь в упаковке', '3 м²'],
              ['Гарантия', '30 лет'],
            ],
            text: [
              'Гибкая черепица {brand} {line}, цвет — {colour}, для крыш с уклоном от 12°.',
              'Самоклеящийся слой и каменная посыпка защищают кровлю от ветра и выгорания.',
              'Для монтажа понадобится сплошной настил из OSB или влагостойкой фанеры и подкладочный ковёр.',
            ],
            article: 'ГЧ-{seq}',
          },
        },
        {
          slug: 'rulonnaya-krovlya',
          title: 'Рулонная кровля',
          kind: 'rulon',
          about: 'Наплавляемые битумно-полимерные материалы для плоских кровель и гидроизоляции.',
          spec: {
            title: 'Рулонная кровля {brand} {line} {layer}, {topping}',
            brands: [
              brand('ТехноНИКОЛЬ', RU, ['Техноэласт', 'Унифлекс', 'Линокром', 'Бикрост']),
              brand('Кровлит', BY, ['Бикрэл', 'Бикроэласт'], 0.9),
            ],
            axes: [
              {
                key: 'layer',
                attr: 'Назначение',
                choices: [
                  choice('ЭКП', { value: 'верхний слой (ЭКП)', k: 1.15 }),
                  choice('ЭПП', { value: 'нижний слой (ЭПП)' }),
                ],
              },
              {
                key: 'topping',
                attr: 'Посыпка',
                choices: [
                  choice('сланец серый', { tone: 1 }),
                  choice('сланец красный', { tone: 7 }),
                  choice('плёнка', { tone: 0, k: 0.9 }),
                ],
              },
            ],
            unit: 'рулон',
            price: [38, 75],
            facts: [['Площадь рулона', '10 м²']],
            text: [
              'Наплавляемый материал {brand} {line} для устройства плоских кровель и гидроизоляции фундаментов.',
              'Полимерно-битумное вяжущее сохраняет гибкость на морозе и не течёт в жару.',
              'Укладывается газовой горелкой на огрунтованное битумным праймером основание.',
            ],
            article: '{num}',
          },
        },
      ],
    },
    {
      slug: 'vodostochnye-sistemy',
      title: 'Водосточные системы',
      about: 'Металлические и пластиковые желоба, трубы и комплектующие для отвода воды с кровли.',
      children: [
        {
          slug: 'zheloba',
          title: 'Желоба',
          kind: 'truba',
          about: 'Водосточные желоба длиной 3 м и комплектующие к ним.',
          spec: {
            title: 'Желоб водосточный {brand} {material} {dia}, 3 м, {colour}',
            brands: gutterBrands,
            axes: [
              {
                key: 'material',
                attr: 'Материал',
                choices: ['металлический', choice('ПВХ', { k: 0.7 })],
              },
              { key: 'dia', attr: 'Диаметр', choices: ['125 мм', choice('150 мм', { k: 1.25 })] },
              { key: 'colour', attr: 'Цвет', choices: gutterColours },
            ],
            unit: 'шт',
            price: [16, 28],
            text: [
              'Водосточный желоб {brand} ({material}, {dia}) для сбора воды с кровли частного дома.',
              'Крепится на крюки с шагом 60 см, соединяется соединителями с уплотнителем.',
              'Подберём воронки, заглушки и трубы той же системы.',
            ],
            article: 'ЖБ-{seq}',
          },
        },
        {
          slug: 'vodostochnye-truby',
          title: 'Водосточные трубы',
          kind: 'truba',
          about: 'Трубы, колена и отводы для водосточных систем.',
          spec: {
            title: 'Труба водосточная {brand} {material} {dia}, {length}, {colour}',
            brands: gutterBrands,
            axes: [
              {
                key: 'material',
                attr: 'Материал',
                choices: ['металлическая', choice('ПВХ', { k: 0.7 })],
              },
              { key: 'dia', attr: 'Диаметр', choices: ['90 мм', choice('100 мм', { k: 1.15 })] },
              { key: 'length', attr: 'Длина', choices: [choice('1 м', { k: 0.4 }), '3 м'] },
              { key: 'colour', attr: 'Цвет', choices: gutterColours },
            ],
            unit: 'шт',
            price: [18, 30],
            text: [
              'Водосточная труба {brand} ({material}, {dia}) длиной {length}.',
              'Крепится к стене хомутами, соединяется с воронкой через колено.',
              'Цвет подбирается к желобам и кровле.',
            ],
            article: 'ТВ-{seq}',
          },
        },
      ],
    },
  ],
};
