import type { Context } from 'hono';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_FILES,
  PHOTO_MAX_REQUEST_BYTES,
  TEXT_PHOTO_NO_FILES,
  TEXT_PHOTO_REQUEST_TOO_BIG,
  TEXT_PHOTO_TOO_BIG,
  TEXT_PHOTO_TOO_MANY,
  TEXT_PHOTO_WRONG_TYPE,
} from '@/lib/api/contract/console-photos';
import type { AppEnv } from '../http/context';
import { ApiError, detail } from '../http/errors';
import { readBodyWithin } from '../http/read-body';
import { sniffPhotoType } from './sniff';

export interface UploadedPhoto {
  name: string;
  bytes: Uint8Array;
}

/** A file's name as the message quotes it: short, and no control characters. */
const shown = (name: string) =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 80) || 'без имени';

/**
 * The `files` of a multipart form, every one checked before any is processed: a wrong type or
 * an oversized file refuses the whole upload (400/413), so nothing is half-written.
 */
export async function readPhotoForm(c: Context<AppEnv>): Promise<UploadedPhoto[]> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type))
    throw detail(415, 'Отправьте фотографии формой multipart/form-data в поле files.');
  const { bytes } = await readBodyWithin(c.req.raw, PHOTO_MAX_REQUEST_BYTES, () =>
    detail(413, TEXT_PHOTO_REQUEST_TOO_BIG),
  );
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw detail(400, 'Не удалось прочитать форму с файлами.');
  }
  const files = form.getAll('files').filter((f): f is File => typeof f !== 'string');
  if (files.length === 0) throw new ApiError(400, { files: [TEXT_PHOTO_NO_FILES] });
  if (files.length > PHOTO_MAX_FILES) throw new ApiError(400, { files: [TEXT_PHOTO_TOO_MANY] });
  const out: UploadedPhoto[] = [];
  const tooBig: string[] = [];
  const wrongType: string[] = [];
  for (const file of files) {
    if (file.size > PHOTO_MAX_BYTES) {
      tooBig.push(`«${shown(file.name)}»: ${TEXT_PHOTO_TOO_BIG}.`);
      continue;
    }
    const data = new Uint8Array(await file.arrayBuffer());
    if (!sniffPhotoType(data)) wrongType.push(`«${shown(file.name)}»: ${TEXT_PHOTO_WRONG_TYPE}.`);
    else out.push({ name: shown(file.name), bytes: data });
  }
  if (tooBig.length) throw new ApiError(413, { files: [...tooBig, ...wrongType] });
  if (wrongType.length) throw new ApiError(400, { files: wrongType });
  return out;
}
