import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
} from '@/lib/api/contract/console-import';

/**
 * Header names, Russian and English, as shops and 1C reports write them. `\b` knows no Cyrillic:
 * the end of a word is «no letter follows».
 */
const GUESSES: Record<ImportField, RegExp> = {
  article: /^(артикул|арт\.?|код( товара)?|sku|article|vendor ?code|part ?number)$/,
  title: /^(наименование|название|товар|номенклатура|name|title|product)( товара)?$/,
  price: /^(цена|стоимость|розничная цена|оптовая цена|price)(?![a-zа-я])/,
  stock: /^(остаток|остатки|наличие|количество|кол-во|склад|stock|qty|quantity)(?![a-zа-я])/,
  unit: /^(ед\.? ?изм\.?|единица( измерения)?|ед\.?|unit|uom)$/,
  category: /^(категория|группа|раздел|category|group)(?![a-zа-я])/,
  description: /^(описание|description)(?![a-zа-я])/,
  brand: /^(производитель|бренд|марка|изготовитель|brand|manufacturer|vendor)(?![a-zа-я])/,
  barcode: /^(штрихкод|штрих-код|ean|barcode|gtin)(?![a-zа-я])/,
};

const normal = (header: string) =>
  header
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .replace(/[,:].*$/, '')
    .trim();

/** Each field gets the first column whose header names it; a column serves one field. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, null])) as ImportMapping;
  const used = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const index = headers.findIndex((h, i) => !used.has(i) && GUESSES[field].test(normal(h)));
    if (index >= 0) {
      mapping[field] = index;
      used.add(index);
    }
  }
  return mapping;
}
