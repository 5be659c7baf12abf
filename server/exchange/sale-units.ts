/**
 * ОКЕИ codes of the units the shop sells in. 1C matches an order line's unit by its code
 * (`БазоваяЕдиница Код="796"`), falling back to the text; a unit not listed here goes as
 * text alone rather than with a wrong code.
 */
const OKEI: Record<string, { code: string; full: string; international: string }> = {
  шт: { code: '796', full: 'Штука', international: 'PCE' },
  м: { code: '006', full: 'Метр', international: 'MTR' },
  'пог. м': { code: '018', full: 'Погонный метр', international: 'LM' },
  'м²': { code: '055', full: 'Квадратный метр', international: 'MTK' },
  м2: { code: '055', full: 'Квадратный метр', international: 'MTK' },
  'м³': { code: '113', full: 'Кубический метр', international: 'MTQ' },
  м3: { code: '113', full: 'Кубический метр', international: 'MTQ' },
  л: { code: '112', full: 'Литр', international: 'LTR' },
  кг: { code: '166', full: 'Килограмм', international: 'KGM' },
  т: { code: '168', full: 'Тонна', international: 'TNE' },
  упак: { code: '778', full: 'Упаковка', international: 'NMP' },
  уп: { code: '778', full: 'Упаковка', international: 'NMP' },
  рулон: { code: '736', full: 'Рулон', international: 'NPL' },
  рул: { code: '736', full: 'Рулон', international: 'NPL' },
  компл: { code: '839', full: 'Комплект', international: 'SET' },
  пара: { code: '715', full: 'Пара (2 шт.)', international: 'NPR' },
};

/** Attributes of `БазоваяЕдиница` for a unit as the shop writes it ("шт", "м²", "упак"). */
export function unitAttributes(unit: string): Record<string, string> | undefined {
  const known = OKEI[unit.trim().toLowerCase().replace(/\.$/, '')];
  if (!known) return undefined;
  return {
    Код: known.code,
    НаименованиеПолное: known.full,
    МеждународноеСокращение: known.international,
  };
}
