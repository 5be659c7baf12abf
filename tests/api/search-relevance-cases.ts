/**
 * The search relevance set (issue #7): what Russian buyers type into the header search of a
 * building-materials wholesaler, over the demo catalogue of 2,000 products
 * (demo/seed-demo.ts). Each case names the products that must appear in the top 3:
 * those whose title contains every `title` fragment (lower case, ё as е) and, when given,
 * whose article is `article` or starts with `articlePrefix`.
 *
 * Wrong-layout queries are what the keys give on the other layout (ЙЦУКЕН ↔ QWERTY).
 */
import { BUYER_CASES } from './search-relevance-buyers';
import { HELD_OUT_CASES } from './search-relevance-held-out';
import { ISSUE_16_CASES } from './search-relevance-issue16';

export type RelevanceKind =
  | 'morphology'
  | 'prefix'
  | 'typo'
  | 'layout'
  | 'translit'
  | 'article'
  | 'case'
  | 'phrase'
  // Issue #16.
  | 'unit'
  | 'soft'
  | 'realword'
  | 'ranking'
  | 'synonym';

export interface RelevanceCase {
  kind: RelevanceKind;
  query: string;
  title?: string[];
  article?: string;
  articlePrefix?: string;
}

const c = (kind: RelevanceKind, query: string, title: string[]): RelevanceCase => ({
  kind,
  query,
  title,
});
const art = (query: string, article: string): RelevanceCase => ({
  kind: 'article',
  query,
  article,
});
const artPrefix = (query: string, articlePrefix: string): RelevanceCase => ({
  kind: 'article',
  query,
  articlePrefix,
});

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // Morphology: another case or number of the word in the title.
  c('morphology', 'кирпичи', ['кирпич']),
  c('morphology', 'кирпича', ['кирпич']),
  c('morphology', 'кирпичом', ['кирпич']),
  c('morphology', 'кирпичами облицовочными', ['кирпич облицовочный']),
  c('morphology', 'цемента', ['цемент']),
  c('morphology', 'цементом 50 кг', ['цемент', '50 кг']),
  c('morphology', 'газосиликатные блоки', ['блок газосиликатный']),
  c('morphology', 'доски обрезные', ['доска обрезная']),
  c('morphology', 'краски фасадные', ['краска фасадная']),
  c('morphology', 'плиткой напольной', ['плитка керамическая напольная']),
  c('morphology', 'гвоздей строительных', ['гвозди строительные']),
  c('morphology', 'саморезы по дереву', ['саморез по дереву']),
  c('morphology', 'смесители для кухни', ['смеситель для кухни']),
  c('morphology', 'трубы водосточные', ['труба водосточная']),
  c('morphology', 'утеплителя', ['утеплитель']),
  c('morphology', 'розетки с заземлением', ['розетка с заземлением']),
  c('morphology', 'выключателей', ['выключатель']),
  c('morphology', 'кабеля ввг', ['кабель ввг']),
  c('morphology', 'эмали', ['эмаль']),
  c('morphology', 'перфоратором', ['перфоратор']),
  c('morphology', 'ламината', ['ламинат']),
  c('morphology', 'линолеума', ['линолеум']),
  c('morphology', 'грунтовкой', ['грунтовка']),
  c('morphology', 'желоба водосточные', ['желоб водосточный']),
  c('morphology', 'анкерные болты', ['анкерный болт']),
  c('morphology', 'мембраны', ['мембрана']),
  c('morphology', 'смесью штукатурной', ['смесь штукатурная']),
  c('morphology', 'брусом', ['брус']),

  // As-you-type: the last word is only begun.
  c('prefix', 'облиц', ['облицовочный']),
  c('prefix', 'газосил', ['газосиликатный']),
  c('prefix', 'металлоч', ['металлочерепица']),
  c('prefix', 'профнаст', ['профнастил']),
  c('prefix', 'керамогр', ['керамогранит']),
  c('prefix', 'гипсокарт', ['гипсокартонный']),
  c('prefix', 'шуруп', ['шуруповерт']),
  c('prefix', 'перфор', ['перфоратор']),
  c('prefix', 'водост', ['водосточн']),
  c('prefix', 'пенопол', ['пенополистирол']),
  c('prefix', 'пароиз', ['пароизоляция']),
  c('prefix', 'ламин', ['ламинат']),
  c('prefix', 'линол', ['линолеум']),
  c('prefix', 'антисеп', ['антисептик']),
  c('prefix', 'смесит', ['смеситель']),
  c('prefix', 'экструд', ['экструдированный']),
  c('prefix', 'бетоконт', ['бетоконтакт']),
  c('prefix', 'кирпич обл', ['кирпич облицовочный']),
  c('prefix', 'клей для пл', ['клей для плитки']),
  c('prefix', 'краска инт', ['краска интерьерная']),
  c('prefix', 'труба полип', ['труба полипропиленовая']),
  c('prefix', 'дрель-шур', ['дрель-шуруповерт']),
  c('prefix', 'кув', ['кувалда']),

  // Typos: a letter missed, swapped, doubled or misheard.
  c('typo', 'кирпчи', ['кирпич']),
  c('typo', 'кирпичь', ['кирпич']),
  c('typo', 'цимент', ['цемент']),
  c('typo', 'цемнт', ['цемент']),
  c('typo', 'газоселикатный блок', ['блок газосиликатный']),
  c('typo', 'металочерепица', ['металлочерепица']),
  c('typo', 'профнастел', ['профнастил']),
  c('typo', 'гипсокортон', ['гипсокартонный']),
  c('typo', 'перфаратор', ['перфоратор']),
  c('typo', 'ламенат', ['ламинат']),
  c('typo', 'линолиум', ['линолеум']),
  c('typo', 'антисиптик', ['антисептик']),
  c('typo', 'смеситиль', ['смеситель']),
  c('typo', 'керамогронит', ['керамогранит']),
  c('typo', 'утиплитель', ['утеплитель']),
  c('typo', 'саморес', ['саморез']),
  c('typo', 'дюбиль', ['дюбель']),
  c('typo', 'штукатурака', ['штукатурка']),
  c('typo', 'вогонка', ['вагонка']),
  c('typo', 'мембрна', ['мембрана']),
  c('typo', 'выключятель', ['выключатель']),
  c('typo', 'шурупаверт', ['шуруповерт']),
  c('typo', 'пенаполистирол', ['пенополистирол']),
  c('typo', 'грунтовка глубокого проникнавения', ['грунтовка глубокого проникновения']),
  c('typo', 'кравельный саморез', ['саморез кровельный']),
  c('typo', 'затирка для швоф', ['затирка для швов']),

  // The keyboard was on the other layout.
  c('layout', 'rbhgbx', ['кирпич']),
  c('layout', 'wtvtyn', ['цемент']),
  c('layout', 'ufpjcbkbrfnysq ,kjr', ['блок газосиликатный']),
  c('layout', 'entgkbntkm', ['утеплитель']),
  c('layout', 'ghjayfcnbk', ['профнастил']),
  c('layout', 'vtnfkkjxthtgbwf', ['металлочерепица']),
  c('layout', 'kfvbyfn', ['ламинат']),
  c('layout', 'kbyjktev', ['линолеум']),
  c('layout', 'rktq lkz gkbnrb', ['клей для плитки']),
  c('layout', 'cfvjhtp', ['саморез']),
  c('layout', 'rf,tkm', ['кабель']),
  c('layout', 'hjptnrf', ['розетка']),
  c('layout', 'cvtcbntkm', ['смеситель']),
  c('layout', 'gthajhfnjh', ['перфоратор']),
  c('layout', 'rthfvjuhfybn', ['керамогранит']),
  c('layout', 'uheynjdrf', ['грунтовка']),
  c('layout', 'rbhgbx j,kbwjdjxysq', ['кирпич облицовочный']),
  c('layout', 'сукуышеы', ['ceresit']),
  c('layout', 'сукуыше', ['ceresit']),
  c('layout', 'лтфга', ['knauf']),
  c('layout', 'ьфлшеф', ['makita']),
  c('layout', 'ищыср', ['bosch']),
  c('layout', 'ешллгкшдф', ['tikkurila']),
  c('layout', 'гкыф', ['ursa']),
  c('layout', 'ьфзуш', ['mapei']),
  c('layout', 'вщслу', ['docke']),

  // Russian words typed in latin letters.
  c('translit', 'kirpich', ['кирпич']),
  c('translit', 'cement', ['цемент']),
  c('translit', 'plitka', ['плитка']),
  c('translit', 'gipsokarton', ['гипсокартонный']),
  c('translit', 'profnastil', ['профнастил']),
  c('translit', 'metallocherepica', ['металлочерепица']),
  c('translit', 'uteplitel', ['утеплитель']),
  c('translit', 'laminat', ['ламинат']),
  c('translit', 'linoleum', ['линолеум']),
  c('translit', 'shtukaturka', ['штукатурка']),
  c('translit', 'kley dlya plitki', ['клей для плитки']),
  c('translit', 'samorez', ['саморез']),
  c('translit', 'gvozdi', ['гвозди']),
  c('translit', 'kabel', ['кабель']),
  c('translit', 'rozetka', ['розетка']),
  c('translit', 'smesitel', ['смеситель']),
  c('translit', 'perforator', ['перфоратор']),
  c('translit', 'shurupovert', ['шуруповерт']),
  c('translit', 'vagonka', ['вагонка']),
  c('translit', 'gruntovka', ['грунтовка']),
  c('translit', 'kraska', ['краска']),
  c('translit', 'zatirka', ['затирка']),
  c('translit', 'церезит', ['ceresit']),
  c('translit', 'кнауф', ['knauf']),
  c('translit', 'макита', ['makita']),
  c('translit', 'тиккурила', ['tikkurila']),

  // Articles: exact, without dashes or with spaces, any case, or the start of one.
  art('КР-0.7НФ-0001', 'КР-0.7НФ-0001'),
  art('кр07нф0001', 'КР-0.7НФ-0001'),
  art('кр 0.7нф 0001', 'КР-0.7НФ-0001'),
  art('СК-1.4НФ-0001', 'СК-1.4НФ-0001'),
  art('ГСБ-100-0001', 'ГСБ-100-0001'),
  art('гсб1000001', 'ГСБ-100-0001'),
  art('10068-27', '10068-27'),
  art('1006827', '10068-27'),
  art('10068 27', '10068-27'),
  art('CT29-0001', 'CT29-0001'),
  art('ct290001', 'CT29-0001'),
  art('ЦМ-0001', 'ЦМ-0001'),
  art('цм 0001', 'ЦМ-0001'),
  art('МЧ-RAPID-0001', 'МЧ-RAPID-0001'),
  art('XPS-0001', 'XPS-0001'),
  art('тифенгрунд-0001', 'ТИФЕНГРУНД-0001'),
  art('DCD709D2T-0001', 'DCD709D2T-0001'),
  art('GA5030-0001', 'GA5030-0001'),
  art('SH201-0001', 'SH201-0001'),
  art('УЗО-0001', 'УЗО-0001'),
  art('11862-05', '11862-05'),
  artPrefix('ГСБ-100', 'ГСБ-100-'),
  artPrefix('CT29', 'CT29-'),
  artPrefix('DCD709', 'DCD709D2T-'),

  // Case and ё never matter.
  c('case', 'КИРПИЧ', ['кирпич']),
  c('case', 'Кирпич Облицовочный', ['кирпич облицовочный']),
  c('case', 'ШУРУПОВЁРТ', ['шуруповерт']),
  c('case', 'шуруповерт аккумуляторный', ['шуруповерт аккумуляторная']),
  c('case', 'рифлёный кирпич', ['кирпич', 'рифленый']),
  c('case', 'рифленый кирпич', ['кирпич', 'рифленый']),
  c('case', 'жёлтый силикатный кирпич', ['кирпич силикатный', 'желтый']),
  c('case', 'желтый силикатный кирпич', ['кирпич силикатный', 'желтый']),
  c('case', 'CERESIT', ['ceresit']),
  c('case', 'Knauf', ['knauf']),

  // Phrases: brand, model, size and grade together, as in a price list.
  c('phrase', 'ceresit ct 29', ['ceresit ct 29']),
  c('phrase', 'knauf тифенгрунд', ['knauf тифенгрунд']),
  c('phrase', 'makita ga5030', ['makita ga5030']),
  c('phrase', 'dewalt dcd709', ['dewalt dcd709']),
  c('phrase', 'ursa xps', ['ursa xps']),
  c('phrase', 'tikkurila euro 2', ['tikkurila euro 2']),
  c('phrase', 'кирпич керамин терракот', ['кирпич', 'керамин терракот']),
  c('phrase', 'цемент пц 500', ['цемент пц 500']),
  c('phrase', 'брус 100х100', ['брус', '100×100']),
  c('phrase', 'доска обрезная 25х150', ['доска обрезная', '25×150']),
  c('phrase', 'кабель ввг 3х2,5', ['кабель ввг', '3×2,5']),
  c('phrase', 'профнастил н60', ['профнастил н60']),
  c('phrase', 'саморез кровельный ral 7024', ['саморез кровельный', 'ral 7024']),
  c('phrase', 'узо 25 а', ['узо', '25 а']),
  c('phrase', 'автоматический выключатель abb', ['автоматический выключатель abb']),
  c('phrase', 'розетка legrand', ['розетка', 'legrand']),
  c('phrase', 'плитка cersanit', ['плитка', 'cersanit']),
  c('phrase', 'ламинат 33 класс', ['ламинат', '33 класс']),
  c('phrase', 'блок газосиликатный d500', ['блок газосиликатный', 'd500']),
  c('phrase', 'клей для плитки 25 кг', ['клей для плитки', '25 кг']),
  c('phrase', 'кирпич для забора', ['кирпич облицовочный']),
  c('phrase', 'болгарка', ['угловая шлифмашина']),
  c('phrase', 'болгарка 125', ['угловая шлифмашина', '125']),
  c('phrase', 'шуруповерт makita', ['шуруповерт', 'makita']),
  c('phrase', 'смеситель для ванны с душем', ['смеситель для ванны с душем']),
  c('phrase', 'гвозди финишные', ['гвозди финишные']),

  ...HELD_OUT_CASES,
  ...ISSUE_16_CASES,
  ...BUYER_CASES,
];
