import type { Context } from 'hono';
import {
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_ROWS,
  TEXT_IMPORT_NO_FILE,
  TEXT_IMPORT_TOO_BIG,
  type ImportPreview,
} from '@/lib/api/contract/console-import';
import type { AppEnv, AuthUser } from '../http/context';
import { ApiError, detail } from '../http/errors';
import { readBodyWithin } from '../http/read-body';
import { guessMapping } from './mapping';
import { readImportSheet } from './sheet';
import { keepUpload } from './uploads';

/** The multipart form's `file` → the preview; the parsed sheet waits in the database for the import call. */
export async function previewUpload(c: Context<AppEnv>, user: AuthUser): Promise<ImportPreview> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type))
    throw detail(415, 'Отправьте таблицу формой (multipart/form-data) в поле «file».');
  const { bytes } = await readBodyWithin(c.req.raw, IMPORT_MAX_BYTES + 64 * 1024, () =>
    detail(413, TEXT_IMPORT_TOO_BIG),
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
  if (!file || typeof file === 'string') throw new ApiError(400, { file: [TEXT_IMPORT_NO_FILE] });
  if (file.size > IMPORT_MAX_BYTES) throw detail(413, TEXT_IMPORT_TOO_BIG);
  const sheet = await readImportSheet(new Uint8Array(await file.arrayBuffer()));
  const fileName = (file.name || 'import.xlsx').slice(-200);
  const mapping = guessMapping(sheet.headers);
  const { db } = await c.get('deps').database();
  const uploadId = await keepUpload(db, { userId: user.id, fileName, sizeBytes: file.size, sheet });
  return {
    upload_id: uploadId,
    file_name: fileName,
    size_bytes: file.size,
    headers: sheet.headers,
    rows: sheet.rows.slice(0, IMPORT_PREVIEW_ROWS),
    total_rows: sheet.rows.length,
    mapping,
  };
}
