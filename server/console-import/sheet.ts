import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import {
  IMPORT_MAX_ROWS,
  TEXT_IMPORT_NOT_SHEET,
  TEXT_IMPORT_TOO_MANY,
} from '@/lib/api/contract/console-import';
import { ApiError } from '../http/errors';
import { parseCsv } from '../quick-order/csv';

export interface SheetRow {
  /** The row's number as the spreadsheet shows it (1: the header). */
  row: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

const fileError = (message: string) => new ApiError(400, { file: [message] });

/** What a cell shows: a formula's result, rich text's letters, a hyperlink's text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('result' in value) return cellText(value.result);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return cellText(value.text);
  return '';
}

async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw fileError(TEXT_IMPORT_NOT_SHEET);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw fileError(TEXT_IMPORT_NOT_SHEET);
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw fileError(TEXT_IMPORT_TOO_MANY);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, row) => {
    const cells: string[] = [];
    r.eachCell({ includeEmpty: true }, (cell, col) => {
      const slave = cell.isMerged && cell.master.address !== cell.address;
      cells[col - 1] = slave ? '' : cellText(cell.value).trim();
    });
    rows.push({ row, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

/** UTF-8 (with or without a BOM) when it decodes cleanly; Windows-1251 otherwise. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(Buffer.from(bytes), 'win1251');
  }
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOldExcel = (b: Uint8Array) =>
  b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/**
 * The first sheet of an XLSX, or a CSV («;», «,» or tab; UTF-8 or Windows-1251): the first
 * non-empty row is the header, the rest are goods.
 */
export async function readImportSheet(bytes: Uint8Array): Promise<Sheet> {
  if (bytes.byteLength === 0) throw fileError('Файл пустой.');
  if (isOldExcel(bytes))
    throw fileError('Старый формат Excel (XLS) не поддерживается: сохраните файл как XLSX.');
  let rows: SheetRow[];
  if (isZip(bytes)) rows = await readXlsx(bytes);
  else {
    if (bytes.subarray(0, 4096).includes(0)) throw fileError(TEXT_IMPORT_NOT_SHEET);
    rows = parseCsv(decodeText(bytes)).map((r) => ({
      row: r.row,
      cells: r.cells.map((c) => c.trim()),
    }));
  }
  const [header, ...body] = rows;
  if (!header || header.cells.every((c) => !c)) throw fileError(TEXT_IMPORT_NOT_SHEET);
  if (body.length > IMPORT_MAX_ROWS) throw fileError(TEXT_IMPORT_TOO_MANY);
  if (body.length === 0) throw fileError('Под строкой заголовков нет ни одной строки с товарами.');
  const width = Math.min(
    500,
    Math.max(header.cells.length, ...body.slice(0, 50).map((r) => r.cells.length)),
  );
  const headers = Array.from({ length: width }, (_, i) => header.cells[i] ?? '');
  return { headers, rows: body };
}
