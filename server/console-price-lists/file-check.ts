import type { Context } from 'hono';
import {
  PRICE_LIST_MAX_BYTES,
  TEXT_PRICE_LIST_NO_FILE,
  TEXT_PRICE_LIST_TOO_BIG,
  TEXT_PRICE_LIST_WRONG_TYPE,
} from '@/lib/api/contract/console-price-lists';
import type { AppEnv } from '../http/context';
import { ApiError, detail } from '../http/errors';
import { readBodyWithin } from '../http/read-body';
import { XLSX_MIME } from './generate';

export interface CheckedFile {
  name: string;
  type: 'PDF' | 'XLSX';
  mime: string;
  bytes: Uint8Array;
}

const startsWith = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes.subarray(0, text.length)).toString('latin1') === text;

/**
 * A zip whose central directory names xl/workbook.xml: what Excel writes. The directory sits at
 * the end of the file, located by the end record; the names in it are stored uncompressed.
 */
export function isXlsx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, 'PK\x03\x04')) return false;
  const buffer = Buffer.from(bytes);
  const end = buffer.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  if (end < 0 || end + 22 > buffer.length) return false;
  const size = buffer.readUInt32LE(end + 12);
  const offset = buffer.readUInt32LE(end + 16);
  if (offset + size > end) return false;
  return buffer.subarray(offset, offset + size).includes('xl/workbook.xml', 0, 'latin1');
}

/** What the bytes are, whatever the name says: PDF by its %PDF- header, XLSX as above. */
export function checkPriceListFile(name: string, bytes: Uint8Array): CheckedFile {
  if (bytes.byteLength === 0) throw new ApiError(400, { file: ['Файл пустой.'] });
  if (bytes.byteLength > PRICE_LIST_MAX_BYTES) throw detail(413, TEXT_PRICE_LIST_TOO_BIG);
  const base = name.replace(/\.[^.]*$/, '').trim() || 'Прайс-лист';
  if (startsWith(bytes, '%PDF-'))
    return { name: `${base}.pdf`, type: 'PDF', mime: 'application/pdf', bytes };
  if (isXlsx(bytes)) return { name: `${base}.xlsx`, type: 'XLSX', mime: XLSX_MIME, bytes };
  throw new ApiError(400, { file: [TEXT_PRICE_LIST_WRONG_TYPE] });
}

/** The multipart form: `file` and an optional `title`; not through bind() (JSON only, 64 KB). */
export async function readPriceListUpload(
  c: Context<AppEnv>,
): Promise<{ file: CheckedFile; title: string | null }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type))
    throw detail(415, 'Отправьте файл формой (multipart/form-data) в поле «file».');
  const { bytes } = await readBodyWithin(c.req.raw, PRICE_LIST_MAX_BYTES + 64 * 1024, () =>
    detail(413, TEXT_PRICE_LIST_TOO_BIG),
  );
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw detail(400, 'Не удалось прочитать форму с файлом.');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string')
    throw new ApiError(400, { file: [TEXT_PRICE_LIST_NO_FILE] });
  const raw = form.get('title');
  const title = typeof raw === 'string' ? raw.trim() : '';
  if (title.length > 200) throw new ApiError(400, { title: ['Название не длиннее 200 символов'] });
  const name = (file.name || 'Прайс-лист').slice(-200);
  return {
    file: checkPriceListFile(name, new Uint8Array(await file.arrayBuffer())),
    title: title || null,
  };
}
