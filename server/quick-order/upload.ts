import type { Context } from 'hono';
import {
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_LINES,
  TEXT_QUICK_ORDER_EMPTY,
  TEXT_QUICK_ORDER_TOO_BIG,
  TEXT_QUICK_ORDER_TOO_MANY,
} from '@/lib/api/contract/quick-order';
import type { AppEnv } from '../http/context';
import { ApiError, detail } from '../http/errors';
import { readBodyWithin } from '../http/read-body';
import { readPaste, type RawLine } from './raw-lines';
import { readSheet } from './sheet';

/** The file and the form's few fields around it. */
const MAX_REQUEST_BYTES = QUICK_ORDER_MAX_FILE_BYTES + 64 * 1024;

function fromPaste(text: string): { lines: RawLine[]; skipped: number } {
  const read = readPaste(text);
  if (read.lines.length === 0) throw new ApiError(400, { text: [TEXT_QUICK_ORDER_EMPTY] });
  if (read.lines.length > QUICK_ORDER_MAX_LINES)
    throw new ApiError(400, { text: [TEXT_QUICK_ORDER_TOO_MANY] });
  return read;
}

/**
 * Lines of a quick order from the request: JSON `{text}` (a paste) or multipart/form-data with
 * a `file` (XLSX or CSV) or a `text` field. Not through bind(): its JSON reader stops at 64 KB
 * and reads no forms.
 */
export async function readQuickOrderInput(
  c: Context<AppEnv>,
): Promise<{ lines: RawLine[]; skipped: number }> {
  const type = c.req.header('content-type') ?? '';
  const { bytes } = await readBodyWithin(c.req.raw, MAX_REQUEST_BYTES, () =>
    detail(413, TEXT_QUICK_ORDER_TOO_BIG),
  );
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(bytes), {
        headers: { 'content-type': type },
      }).formData();
    } catch {
      throw detail(400, 'Не удалось прочитать форму с файлом.');
    }
    const file = form.get('file');
    if (file && typeof file !== 'string') {
      if (file.size > QUICK_ORDER_MAX_FILE_BYTES) throw detail(413, TEXT_QUICK_ORDER_TOO_BIG);
      const read = await readSheet(new Uint8Array(await file.arrayBuffer()));
      if (read.lines.length === 0)
        throw new ApiError(400, { file: ['В файле нет строк с артикулами или названиями.'] });
      return read;
    }
    const text = form.get('text');
    return fromPaste(typeof text === 'string' ? text : '');
  }
  if (!/application\/(\w+\+)?json/i.test(type))
    throw detail(415, 'Неподдерживаемый тип данных: отправьте JSON или форму с файлом.');
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw detail(400, 'Некорректный JSON в теле запроса.');
  }
  const text = (body as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') throw new ApiError(400, { text: [TEXT_QUICK_ORDER_EMPTY] });
  return fromPaste(text);
}
