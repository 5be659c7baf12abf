import { brand, choice, type TopDef } from './product-spec';

const BY = 'Беларусь';
const RU = 'Россия';
const FI = 'Финляндия';
const DE = 'Германия';
const PL = 'Польша';

const paintColours = [
  choice('белая', { tone: 0 }),
  choice('слоновая кость', { tone: 1, k: 1.08 }),
  choice('небесно-голубая', { tone: 2, k: 1.08 }),
  choice('мятная', { tone: 3, k: 1.08 }),
  choice('терракотовая', { tone: 4, k: 1.08 }),
  choice('графитовая', { tone: 5, k: 1.08 }),
  choice('жёлтая', { tone: 6, k: 1.08 }),
  choice('лавандовая', { tone: 7, k: 1.08 }),
];

const paintVolumes = [choice('0,9 л', { k: 0.14 }), choice('2,7 л', { k: 0.38 }), choice('9 л')];

export const LKM: TopDef = {
  slug: 'lakokrasochnye-materialy',
  title: 'Лакокрасочные материалы',
  kind: 'kraska',
  about: 'Интерьерные и фасадные краски, эмали, грунтовки, антисептики и лаки.',
  children: [
    {
      slug: 'kraski',
      title: 'Краски',
      about: 'Водно-дисперсионные краски для стен и потолков, фасадные краски и эмали.',
      children: [
        {
          slug: 'interernye-kraski',
          title: 'Интерьерные краски',
          kind: 'kraska',
          weight: 2,
          about: 'Моющиеся краски для стен и потолков жилых и офисных помещений.',
          spec: {
            title: 'Краска интерьерная {brand} {line} {finish}, {colour}, {volume}',
            brands: [
              brand('Tikkurila', FI, ['Euro 2', 'Euro 7', 'Euro 20', 'Harmony', 'Joker'], 1.5),
              brand('Sniezka', PL, ['Eko', 'Barwy Natury', 'Satynowa']),
              brand('Dulux', 'Великобритания', ['Bindo 7', 'Professional'], 1.4),
              brand('Лакокраска', BY, ['ВД-АК-111', 'Радуга'], 0.7),
              brand('Caparol', DE, ['Indeko-plus', 'Samtex 7'], 1.6),
            ],
            axes: [
              {
                key: 'finish',
                attr: 'Степень блеска',
                choices: [
                  'глубокоматовая',
                  'матовая',
                  choice('шелковисто-матовая', { k: 1.1 }),
                  choice('полуглянцевая', { k: 1.15 }),
                ],
              },
              { key: 'colour', attr: 'Цвет', choices: paintColours },
              { key: 'volume', attr: 'Объём', choices: paintVolumes },
            ],
            unit: 'шт',
            price: [70, 95],
            text: [
              'Интерьерная краска {brand} {line} ({finish}) для стен и потолков в жилых комнатах, коридорах и офисах.',
              'Покрытие выдерживает влажную уборку и не желтеет со временем.',
              'Расход — 8–10 м² на литр в один слой; второй слой наносится через 2 часа.',
              'Колеровка в тысячи оттенков выполняется в магазине при вас.',
            ],
            article: '{num}',
            model: 'volume',
          },
        },
        {
          slug: 'fasadnye-kraski',
          title: 'Фасадные краски',
          kind: 'kraska',
          about: 'Атмосферостойкие краски для штукатурки, бетона и кирпича.',
          spec: {
            title: 'Краска фасадная {brand} {line}, {colour}, {volume}',
            brands: [
              brand('Tikkurila', FI, ['Фасад', 'Facade Pro'], 1.4),
              brand('Caparol', DE, ['Amphibolin', 'Thermosan'], 1.6),
              brand('Ceresit', DE, ['CT 54', 'CT 48'], 1.2),
              brand('Лакокраска', BY, ['ВД-АК-1180'], 0.7),
            ],
            axes: [
              { key: 'colour', attr: 'Цвет', choices: paintColours.slice(0, 6) },
              {
                key: 'volume',
                attr: 'Объём',
                choices: [choice('2,7 л', { k: 0.35 }), choice('9 л')],
              },
            ],
            unit: 'шт',
            price: [85, 110],
            facts: [
              ['Основа', 'акриловая'],
              ['Степень блеска', 'матовая'],
            ],
            text: [
              'Фасадная краска {brand} {line} для минеральных оснований: штукатурки, бетона, кирпича.',
              'Образует паропроницаемое покрытие, которое не выгорает на солнце и отталкивает воду.',
              'Наносите при температуре воздуха от +5 °C и без дождя в течение суток.',
            ],
            article: '{line}-{seq}',
            model: 'volume',
          },
        },
        {
          slug: 'emali',
          title: 'Эмали',
          kind: 'kraska',
          about: 'Алкидные и акриловые эмали для металла, дерева и радиаторов.',
          spec: {
            title: 'Эмаль {type} {brand} {line}, {colour}, {volume}',
            brands: [
              brand('Лакокраска', BY, undefined, 0.6),
              brand('Tikkurila', FI, ['Miranol', 'Kiva'], 1.5),
              brand('Sniezka', PL, ['Supermal', 'Emakol']),
              brand('Dulux', 'Великобритания', ['Domus'], 1.3),
            ],
            axes: [
              {
                key: 'type',
                attr: 'Тип',
                choices: [
                  'ПФ-115',
                  'алкидная универсальная',
                  choice('акриловая для радиаторов', { k: 1.3 }),
                ],
              },
              { key: 'colour', attr: 'Цвет', choices: paintColours.slice(0, 7) },
              {
                key: 'volume',
                attr: 'Объём',
                choices: [choice('0,9 л'), choice('2,7 л', { k: 2.8 })],
              },
            ],
            unit: 'шт',
            price: [12, 18],
            text: [
              'Эмаль {type} {brand} для окраски металлических и деревянных поверхностей внутри и снаружи.',
              'Даёт твёрдое глянцевое покрытие, устойчивое к воде и моющим средствам.',
              'Перед окраской металла удалите ржавчину и нанесите грунт.',
            ],
            article: 'ЭМ-{seq}',
            model: 'volume',
          },
        },
      ],
    },
    {
      slug: 'gruntovki',
      title: 'Грунтовки',
      about: 'Грунтовки глубокого проникновения и адгезионные составы для подготовки оснований.',
      children: [
        {
          slug: 'gruntovki-glubokogo-proniknoveniya',
          title: 'Грунтовки глубокого проникновения',
          kind: 'kraska',
          about:
            'Укрепляющие грунтовки для пористых оснований перед штукатуркой, плиткой и покраской.',
          spec: {
            title: 'Грунтовка глубокого проникновения {brand} {line}, {volume}',
            brands: [
              brand('Ceresit', DE, ['CT 17'], 1.2),
              brand('Knauf', DE, ['Тифенгрунд'], 1.2),
              brand('Тайфун Мастер', BY, ['№ 1']),
              brand('Илмакс', BY, ['ready-grunt']),
              brand('Caparol', DE, ['Dupa-grund'], 1.6),
            ],
            axes: [
              {
                key: 'volume',
                attr: 'Объём',
                choices: [choice('10 л'), choice('5 л', { k: 0.55 }), choice('2 л', { k: 0.25 })],
              },
            ],
            unit: 'шт',
            price: [14, 19],
            tones: [0, 2],
            facts: [['Расход', '0,1–0,2 л/м²']],
            text: [
              'Грунтовка {brand} {line} укрепляет пористые основания и снижает их впитывающую способность.',
              'Применяется перед штукатуркой, шпатлёвкой, укладкой плитки и покраской.',
              'Высыхает за 4–6 часов при +20 °C.',
            ],
            article: '{line}-{seq}',
            model: 'volume',
          },
        },
        {
          slug: 'betokontakt',
          title: 'Бетоконтакт',
          kind: 'kraska',
          about: 'Адгезионные грунты с кварцевым песком для гладких бетонных поверхностей.',
          spec: {
            title: 'Бетоконтакт {brand} {line}, {weight}',
            brands: [
              brand('Тайфун Мастер', BY, ['№ 6']),
              brand('Илмакс', BY, ['ready-contact']),
              brand('Knauf', DE, ['Бетоконтакт'], 1.2),
              brand('Ceresit', DE, ['CT 19'], 1.25),
            ],
            axes: [
              {
                key: 'weight',
                attr: 'Фасовка',
                choices: [choice('5 кг', { k: 0.3 }), choice('15 кг', { k: 0.8 }), choice('20 кг')],
              },
            ],
            unit: 'шт',
            price: [45, 58],
            tones: [3, 4],
            text: [
              'Адгезионная грунтовка {brand} {line} с кварцевым наполнителем для гладкого бетона и старой плитки.',
              'Создаёт шероховатый слой, на котором надёжно держатся гипсовые штукатурки и плиточный клей.',
              'Цветной пигмент показывает, где грунт уже нанесён.',
            ],
            article: '{line}-{seq}',
          },
        },
      ],
    },
    {
      slug: 'zashchita-drevesiny',
      title: 'Защита древесины',
      about: 'Антисептики, пропитки и лаки для дерева внутри и снаружи.',
      children: [
        {
          slug: 'antiseptiki',
          title: 'Антисептики',
          kind: 'kraska',
          about: 'Декоративные и защитные пропитки от гнили, плесени и синевы.',
          spec: {
            title: 'Антисептик {brand} {line}, {colour}, {volume}',
            brands: [
              brand('Pinotex', 'Эстония', ['Classic', 'Ultra', 'Impra'], 1.2),
              brand('Tikkurila', FI, ['Valtti Color', 'Pinjasol Color'], 1.4),
              brand('Сенеж', RU, ['Аквадекор', 'Био']),
              brand('Belinka', 'Словения', ['Exterier', 'Base'], 1.2),
              brand('Neomid', RU, ['Bio Color', '440 Eco'], 0.9),
            ],
            axes: [
              {
                key: 'colour',
                attr: 'Цвет',
                choices: [
                  choice('бесцветный', { tone: 0 }),
                  choice('орегон', { tone: 4 }),
                  choice('тик', { tone: 4 }),
                  choice('палисандр', { tone: 5 }),
                  choice('сосна', { tone: 6 }),
                  choice('зелёный', { tone: 3 }),
                ],
              },
              {
                key: 'volume',
                attr: 'Объём',
                choices: [choice('1 л', { k: 0.42 }), choice('2,7 л'), choice('10 л', { k: 3.3 })],
              },
            ],
            unit: 'шт',
            price: [30, 42],
            text: [
              'Антисептик {brand} {line} ({colour}) защищает древесину от гнили, плесени и ультрафиолета.',
              'Подходит для фасадов, заборов, беседок и террас.',
              'Наносится кистью в 2–3 слоя на сухую древесину.',
            ],
            article: '{num}',
            model: 'volume',
          },
        },
        {
          slug: 'laki',
          title: 'Лаки',
          kind: 'kraska',
          about: 'Паркетные, яхтные и интерьерные лаки для дерева.',
          spec: {
            title: 'Лак {type} {brand} {line}, {finish}, {volume}',
            brands: [
              brand('Tikkurila', FI, ['Паркетти Ясся', 'Уника Супер'], 1.5),
              brand('Belinka', 'Словения', ['Lak'], 1.2),
              brand('Лакокраска', BY, ['ПФ-231', 'ПФ-283'], 0.5),
              brand('Sniezka', PL, ['Lakobejca']),
            ],
            axes: [
              {
                key: 'type',
                attr: 'Назначение',
                choices: ['паркетный', choice('яхтный', { k: 1.2 }), 'для стен и потолков'],
              },
              {
                key: 'finish',
                attr: 'Степень блеска',
                choices: ['матовый', 'полуматовый', 'глянцевый'],
              },
              {
                key: 'volume',
                attr: 'Объём',
                choices: [choice('0,9 л'), choice('2,7 л', { k: 2.8 })],
              },
            ],
            unit: 'шт',
            price: [18, 27],
            tones: [0, 1],
            text: [
              'Лак {type} {brand} {line} ({finish}) для защиты и отделки деревянных поверхностей.',
              'Образует прочную плёнку, которая подчёркивает рисунок древесины.',
              'Между слоями рекомендуется лёгкая шлифовка.',
            ],
            article: 'ЛК-{seq}',
            model: 'volume',
          },
        },
      ],
    },
  ],
};
