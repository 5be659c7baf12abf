import type { ImportMapping } from '@/lib/api/contract/console-import';
import type { SheetRow } from './sheet';

/** One good as the row gives it; an absent value (null) keeps what the product has. */
export interface ImportRow {
  row: number;
  article: string;
  title: string | null;
  price: string | null;
  stock: number | null;
  unit: string | null;
  category: string | null;
  description: string | null;
  brand: string | null;
  barcode: string | null;
}

export interface RowError {
  row: number;
  message: string;
}

/** «1 234,50», «1234.5», «1 234 руб.» → «1234.50»; null when not a number. */
export function parseMoney(text: string): string | null {
  const cleaned = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/(руб\.?|р\.?|byn|₽|\$|€)$/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value < 1e10 ? value.toFixed(2) : null;
}

function parseStock(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Math.floor(Number(cleaned));
  return value >= 0 && value < 1e9 ? value : null;
}

/**
 * The rows as goods, each bad row reported by its number with the reason (never skipped in
 * silence): no article, a price or stock that is not a number, an article met twice.
 */
export function readRows(
  rows: readonly SheetRow[],
  mapping: ImportMapping,
): { goods: ImportRow[]; errors: RowError[] } {
  const goods: ImportRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const cell = (r: SheetRow, column: number | null) =>
    column === null ? null : (r.cells[column] ?? '').trim() || null;
  for (const r of rows) {
    if (r.cells.every((c) => !c.trim())) continue;
    const fail = (message: string) => errors.push({ row: r.row, message });
    const article = cell(r, mapping.article);
    if (!article) {
      fail('не указан артикул');
      continue;
    }
    if (article.length > 120) {
      fail('артикул длиннее 120 символов');
      continue;
    }
    const first = seen.get(article.toLowerCase());
    if (first !== undefined) {
      fail(`артикул «${article}» уже был в строке ${first}`);
      continue;
    }
    seen.set(article.toLowerCase(), r.row);
    const priceText = cell(r, mapping.price);
    const price = priceText === null ? null : parseMoney(priceText);
    if (priceText !== null && price === null) {
      fail(`цена «${priceText}» — не число`);
      continue;
    }
    const stockText = cell(r, mapping.stock);
    const stock = stockText === null ? null : parseStock(stockText);
    if (stockText !== null && stock === null) {
      fail(`остаток «${stockText}» — не целое неотрицательное число`);
      continue;
    }
    const title = cell(r, mapping.title);
    if (title && title.length > 500) {
      fail('наименование длиннее 500 символов');
      continue;
    }
    goods.push({
      row: r.row,
      article,
      title,
      price,
      stock,
      unit: cell(r, mapping.unit)?.slice(0, 20) ?? null,
      category: cell(r, mapping.category)?.slice(0, 200) ?? null,
      description: cell(r, mapping.description),
      brand: cell(r, mapping.brand)?.slice(0, 200) ?? null,
      barcode: cell(r, mapping.barcode)?.slice(0, 64) ?? null,
    });
  }
  return { goods, errors };
}
