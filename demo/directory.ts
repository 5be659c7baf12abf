import type { companies } from '@/server/db/schema/content';
import type { Rng } from './random';

/** Organisations that also appear as demo users, so suggestions and accounts agree. */
export const BUYER_ORG = {
  name: 'ООО «СтройДом»',
  unp: '192736453',
  address: 'г. Минск, ул. Кальварийская, 21, офис 5',
} as const;
export const APPLICANT_ORG = {
  name: 'ЧУП «РемСтройСервис»',
  unp: '191584025',
  address: 'г. Минск, ул. Волгоградская, 23',
} as const;

const FORMS: Record<string, string> = {
  ООО: 'Общество с ограниченной ответственностью',
  ОАО: 'Открытое акционерное общество',
  ЗАО: 'Закрытое акционерное общество',
  ЧУП: 'Частное унитарное предприятие',
  ЧТУП: 'Частное торговое унитарное предприятие',
  ЧСУП: 'Частное строительное унитарное предприятие',
  ОДО: 'Общество с дополнительной ответственностью',
  АО: 'Акционерное общество',
  ПАО: 'Публичное акционерное общество',
  ИП: 'Индивидуальный предприниматель',
};

/** [form, name, address, tax-office prefix] — УНП region digits for Belarus, ИНН region for Russia. */
type Org = readonly [string, string, string, string];

const BELARUS: readonly Org[] = [
  ['ООО', 'БелСтройМаркет', 'г. Минск, пр-т Независимости, 177', '19'],
  ['ОАО', 'Минскпромстрой', 'г. Минск, ул. Кульман, 11', '10'],
  ['ЗАО', 'Белтехстрой', 'г. Минск, ул. Платонова, 1Б', '19'],
  ['ООО', 'ГродноСтройИнвест', 'г. Гродно, ул. Горького, 87', '59'],
  ['ЧТУП', 'Брестский строительный двор', 'г. Брест, ул. Московская, 202', '29'],
  ['ООО', 'Гомельский дом ремонта', 'г. Гомель, пр-т Речицкий, 5', '49'],
  ['ОДО', 'ВитебскСтройКомплект', 'г. Витебск, ул. Фрунзе, 81', '39'],
  ['ООО', 'МогилёвТеплоСтрой', 'г. Могилёв, пр-т Мира, 42', '79'],
  ['ЧУП', 'Кровельный центр', 'г. Минск, ул. Железнодорожная, 33', '19'],
  ['ООО', 'Евроотделка', 'г. Минск, ул. Академика Купревича, 3', '19'],
  ['ООО', 'Мастер Плит', 'г. Борисов, ул. Чапаева, 38', '69'],
  ['ЧУП', 'ЭлектроМонтажСнаб', 'г. Минск, ул. Бородинская, 2', '19'],
  ['ООО', 'АкваТерм-Бел', 'г. Минск, ул. Тимирязева, 123', '19'],
  ['ОАО', 'Стройтрест № 4', 'г. Минск, ул. Кижеватова, 7', '10'],
  ['ЧСУП', 'Лидская строительная компания', 'г. Лида, ул. Советская, 14', '59'],
  ['ООО', 'Молодечно СтройОпт', 'г. Молодечно, ул. Великий Гостинец, 60', '69'],
  ['ООО', 'Пинский строительный торг', 'г. Пинск, ул. Брестская, 54', '29'],
  ['ИП', 'Ковальчук Сергей Николаевич', 'г. Барановичи, ул. Советская, 98', '29'],
  ['ООО', 'Полоцк-Ремонт', 'г. Полоцк, ул. Гагарина, 29', '39'],
  ['ЧУП', 'Сморгонь Дом', 'г. Сморгонь, ул. Ленина, 2', '59'],
  ['ООО', 'Солигорск Строй Снаб', 'г. Солигорск, ул. Козлова, 17', '69'],
  ['ЗАО', 'Мозырьпромстрой', 'г. Мозырь, ул. Притыцкого, 34', '49'],
];

const RUSSIA: readonly Org[] = [
  ['ООО', 'СтройЛидер', 'г. Москва, ул. Профсоюзная, 56', '7728'],
  ['ООО', 'ТеплоДом', 'г. Смоленск, ул. Кирова, 22Д', '6732'],
  [
    'АО',
    'Северо-Западная строительная компания',
    'г. Санкт-Петербург, Московский пр-т, 212',
    '7810',
  ],
  ['ООО', 'Брянскстройснаб', 'г. Брянск, ул. Красноармейская, 100', '3250'],
  ['ООО', 'Псков-Кровля', 'г. Псков, Рижский пр-т, 16', '6027'],
  ['ПАО', 'Уралстройматериалы', 'г. Екатеринбург, ул. Малышева, 51', '6671'],
  ['ООО', 'Калининградский строительный двор', 'г. Калининград, Московский пр-т, 40', '3906'],
  ['ООО', 'Вектор-М', 'г. Москва, Варшавское ш., 125', '7726'],
  ['ИП', 'Смирнова Елена Викторовна', 'г. Смоленск, ул. Ленина, 13', '6731'],
  ['ООО', 'Отделка Плюс', 'г. Тверь, ул. Советская, 45', '6950'],
  ['ООО', 'ПрофКрепёж', 'г. Нижний Новгород, ул. Бетанкура, 3', '5260'],
  ['ООО', 'ЭлектроСнаб Центр', 'г. Москва, ул. Электродная, 2', '7720'],
  ['АО', 'Новострой', 'г. Великие Луки, ул. Гоголя, 9', '6025'],
  ['ООО', 'Курскстройторг', 'г. Курск, ул. Ленина, 77', '4632'],
  ['ООО', 'АкваСтрой Сервис', 'г. Орёл, ул. Комсомольская, 102', '5753'],
  ['ООО', 'Дом и Сад', 'г. Калуга, ул. Кирова, 35', '4027'],
];

const digits = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => rng.int(0, 9)).join('');
const weighted = (code: string, weights: readonly number[]): number =>
  weights.reduce((sum, w, i) => sum + w * Number(code[i]), 0);

/** УНП: 8 digits plus a mod-11 check digit; numbers whose check would be 10 do not exist. */
export function makeUnp(rng: Rng, prefix: string): string {
  for (;;) {
    const body = prefix + digits(rng, 8 - prefix.length);
    const check = weighted(body, [29, 23, 19, 17, 13, 7, 5, 3]) % 11;
    if (check < 10) return body + check;
  }
}

/** ИНН: 10 digits for organisations, 12 for individual entrepreneurs, with the tax service checks. */
export function makeInn(rng: Rng, prefix: string, individual: boolean): string {
  const check = (code: string, weights: readonly number[]) =>
    String((weighted(code, weights) % 11) % 10);
  if (!individual) {
    const body = prefix + digits(rng, 9 - prefix.length);
    return body + check(body, [2, 4, 10, 3, 5, 9, 4, 6, 8]);
  }
  const body = prefix + digits(rng, 10 - prefix.length);
  const n11 = body + check(body, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return n11 + check(n11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
}

const shortName = (form: string, name: string): string => {
  if (form !== 'ИП') return `${form} «${name}»`;
  const [last, first = '', middle = ''] = name.split(' ');
  return `ИП ${last} ${first.charAt(0)}. ${middle.charAt(0)}.`;
};
const fullName = (form: string, name: string): string =>
  `${FORMS[form] ?? form} ${form === 'ИП' ? name : `«${name}»`}`;

export function buildCompanies(rng: Rng): (typeof companies.$inferInsert)[] {
  const fixed = [BUYER_ORG, APPLICANT_ORG].map((org) => ({
    name: org.name,
    title: fullName(
      org.name.slice(0, org.name.indexOf(' ')),
      org.name.slice(org.name.indexOf('«') + 1, -1),
    ),
    unp: org.unp,
    inn: null,
    country: 'by',
    address: org.address,
  }));
  const by = BELARUS.map(([form, name, address, prefix]) => ({
    name: shortName(form, name),
    title: fullName(form, name),
    unp: makeUnp(rng, prefix),
    inn: null,
    country: 'by',
    address,
  }));
  const ru = RUSSIA.map(([form, name, address, prefix]) => ({
    name: shortName(form, name),
    title: fullName(form, name),
    unp: null,
    inn: makeInn(rng, prefix, form === 'ИП'),
    country: 'ru',
    address,
  }));
  return [...fixed, ...by, ...ru];
}
