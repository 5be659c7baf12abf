import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import {
  QUICK_ORDER_MAX_LINES,
  TEXT_QUICK_ORDER_NOT_SHEET,
  TEXT_QUICK_ORDER_TOO_MANY,
} from '@/lib/api/contract/quick-order';
import { ApiError } from '../http/errors';
import { lineFromCells, type RawLine } from './raw-lines';
import { parseCsv } from './csv';

const fileError = (message: string) => new ApiError(400, { file: [message] });

/** Where the header names the columns: «Артикул / Код / SKU», «Наименование», «Количество». */
interface Columns {
  article: number | null;
  name: number | null;
  quantity: number | null;
}

const HEADERS: [keyof Columns, RegExp][] = [
  ['article', /^(артикул|арт\.?|код( товара)?|sku|article)$/i],
  ['name', /^(наименование|название|товар|номенклатура|name)/i],
  ['quantity', /^(количество|кол-во|кол\.?|qty|quantity)/i],
];

function headerColumns(cells: string[]): Columns | null {
  const found: Columns = { article: null, name: null, quantity: null };
  cells.forEach((cell, i) => {
    const text = cell.trim().replace(/\s+/g, ' ');
    for (const [key, re] of HEADERS) if (found[key] === null && re.test(text)) found[key] = i;
  });
  return found.quantity !== null && (found.article !== null || found.name !== null) ? found : null;
}

/** A totals row at the bottom of our own export (and of most price lists) is not a line. */
const TOTALS = /^(итого|всего)(?![а-яё])/i;

/** Rows of cells → lines: by the header's columns when there is one, by position otherwise. */
export function linesFromRows(rows: { row: number; cells: string[] }[]): {
  lines: RawLine[];
  skipped: number;
} {
  const headerAt = rows.slice(0, 10).findIndex((r) => headerColumns(r.cells) !== null);
  const columns = headerAt >= 0 ? headerColumns(rows[headerAt]?.cells ?? []) : null;
  const body = rows.slice(headerAt + 1);
  const lines: RawLine[] = [];
  let skipped = 0;
  for (const { row, cells } of body) {
    const source = cells
      .map((c) => c.trim())
      .filter(Boolean)
      .join(' · ');
    if (!source || cells.some((c) => TOTALS.test(c.trim()))) {
      skipped++;
      continue;
    }
    const pick = (i: number | null) => (i === null ? '' : (cells[i] ?? '').trim());
    const line = columns
      ? {
          row,
          source,
          article: pick(columns.article) || null,
          name: pick(columns.name) || null,
          quantity: pick(columns.quantity) || null,
        }
      : lineFromCells(row, cells, source);
    if (line && (line.article || line.name)) lines.push(line);
    else skipped++;
  }
  if (lines.length > QUICK_ORDER_MAX_LINES) throw fileError(TEXT_QUICK_ORDER_TOO_MANY);
  return { lines, skipped };
}

type CellValue = ExcelJS.CellValue;

/** What a cell shows: a formula's result, rich text's letters, a hyperlink's text. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('result' in value) return cellText(value.result);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return cellText(value.text);
  // An error value (#REF!, #DIV/0!) or a formula never calculated reads as empty.
  return '';
}

async function readXlsx(bytes: Uint8Array): Promise<{ row: number; cells: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw fileError(TEXT_QUICK_ORDER_NOT_SHEET);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError(TEXT_QUICK_ORDER_NOT_SHEET);
  // A header, a totals row and some blank rows above the limit are fine; far more is not.
  if (sheet.actualRowCount > QUICK_ORDER_MAX_LINES + 20) throw fileError(TEXT_QUICK_ORDER_TOO_MANY);
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    const cells: string[] = [];
    r.eachCell({ includeEmpty: true }, (cell, col) => {
      // A merged range holds its value once: the other cells of it would repeat the name.
      const slave = cell.isMerged && cell.master.address !== cell.address;
      cells[col - 1] = slave ? '' : cellText(cell.value);
    });
    rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    // Excel on Windows saves «CSV (разделители — запятые)» in Windows-1251.
    return iconv.decode(Buffer.from(bytes), 'win1251');
  }
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOldExcel = (b: Uint8Array) =>
  b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/** The first sheet of an XLSX, or a CSV in UTF-8 or Windows-1251, as lines. */
export async function readSheet(bytes: Uint8Array): Promise<{ lines: RawLine[]; skipped: number }> {
  if (bytes.byteLength === 0) throw fileError('Файл пустой.');
  if (isOldExcel(bytes))
    throw fileError('Старый формат Excel (XLS) не поддерживается: сохраните файл как XLSX.');
  if (isZip(bytes)) return linesFromRows(await readXlsx(bytes));
  // Text has no NUL bytes; a picture, a PDF or an archive does.
  if (bytes.subarray(0, 4096).includes(0)) throw fileError(TEXT_QUICK_ORDER_NOT_SHEET);
  const rows = parseCsv(decodeText(bytes));
  if (rows.length > QUICK_ORDER_MAX_LINES + 20) throw fileError(TEXT_QUICK_ORDER_TOO_MANY);
  return linesFromRows(rows);
}
