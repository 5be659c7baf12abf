import { art, c, type RelevanceCase } from './search-relevance-case';

/**
 * Cases written after the engine had been tuned on RELEVANCE_CASES, and first run as they
 * stand: 44 of 47 passed then. Two misses showed general faults that were fixed (the stemmer
 * disagreeing with itself across forms of a word, «керамогранитом»; a short half-word
 * corrected to a long word's beginning, «болд» → «болгарки»); one stays a miss: a vowel that
 * drops out between forms («уровни» / «уровень») is beyond prefix-and-stem matching.
 */
export const HELD_OUT_CASES: readonly RelevanceCase[] = [
  c('morphology', 'профнастилом', ['профнастил']),
  c('morphology', 'керамогранитом', ['керамогранит']),
  c('morphology', 'вагонки', ['вагонка']),
  c('morphology', 'уровни строительные', ['уровень строительный']),
  c('morphology', 'кувалды', ['кувалда']),
  c('morphology', 'дюбели', ['дюбель']),
  c('morphology', 'пенополистирола', ['пенополистирол']),
  c('morphology', 'шпатели', ['шпатель']),
  c('prefix', 'штукат', ['штукатурка']),
  c('prefix', 'грунт', ['грунтовка']),
  c('prefix', 'мембр', ['мембрана']),
  c('prefix', 'желоб вод', ['желоб водосточный']),
  c('prefix', 'розет', ['розетка']),
  c('prefix', 'выключ', ['выключатель']),
  c('typo', 'керомогранит', ['керамогранит']),
  c('typo', 'гибкая черипица', ['гибкая черепица']),
  c('typo', 'профнастилл', ['профнастил']),
  c('typo', 'цеммент', ['цемент']),
  c('typo', 'шуроповерт', ['шуруповерт']),
  c('typo', 'перфоротор', ['перфоратор']),
  c('typo', 'анкерный болд', ['анкерный болт']),
  c('typo', 'водосточный жолоб', ['желоб водосточный']),
  c('layout', 'gfhjbpjkzwbz', ['пароизоляция']),
  c('layout', 'pfnbhrf', ['затирка']),
  c('layout', 'udjplb abybiyst', ['гвозди финишные']),
  c('layout', "'vfkm", ['эмаль']),
  c('layout', 'vtv,hfyf', ['мембрана']),
  c('layout', 'redfklf', ['кувалда']),
  c('translit', 'keramogranit', ['керамогранит']),
  c('translit', 'emal', ['эмаль']),
  c('translit', 'membrana', ['мембрана']),
  c('translit', 'paroizolyaciya', ['пароизоляция']),
  c('translit', 'vodostochnaya truba', ['труба водосточная']),
  art('СГ-0001', 'СГ-0001'),
  art('дг 0001', 'ДГ-0001'),
  art('ЖБ0001', 'ЖБ-0001'),
  art('псб-0001', 'ПСБ-0001'),
  art('ИЗ-0001', 'ИЗ-0001'),
  art('гф 0001', 'ГФ-0001'),
  c('phrase', 'пенопласт', ['пенополистирол псб']),
  c('phrase', 'провод пугв', ['провод пугв']),
  c('phrase', 'выключатель одноклавишный', ['выключатель одноклавишный']),
  c('phrase', 'круг отрезной по металлу', ['круг отрезной по металлу']),
  c('phrase', 'саморез для гипсокартона', ['саморез для гипсокартона']),
  c('phrase', 'труба канализационная 50', ['труба канализационная', '50 мм']),
  c('phrase', 'смеситель для раковины', ['смеситель для раковины']),
  c('phrase', 'уровень 600 мм', ['уровень', '600 мм']),
];
