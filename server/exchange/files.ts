import { appendFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ExchangeError } from './errors';
import { readBodyWithin } from '../http/read-body';

/** The folder of one exchange session's uploads. */
export const sessionDir = (root: string, sessionId: number) =>
  path.resolve(root, String(sessionId));

/**
 * 1C's `filename` as a path inside the session folder. It may carry subfolders
 * (`import_files/ab/abcd.jpg`); anything that could leave the folder is refused.
 */
export function safeRelativePath(name: string | undefined): string {
  if (!name?.trim()) throw new ExchangeError('Не указано имя файла (параметр filename)');
  const unified = name.replace(/\\/g, '/');
  const parts = unified.split('/');
  if (
    unified.includes('\0') ||
    unified.startsWith('/') ||
    /^[a-zA-Z]:/.test(unified) ||
    parts.some((p) => p === '..')
  ) {
    throw new ExchangeError(`Недопустимое имя файла: ${name.replace(/\0/g, '')}`);
  }
  return parts.filter((p) => p && p !== '.').join('/');
}

/** An absolute path inside `dir`, checked once more after resolution. */
export function insideDir(dir: string, relative: string): string {
  const full = path.resolve(dir, relative);
  if (!full.startsWith(dir + path.sep))
    throw new ExchangeError(`Недопустимое имя файла: ${relative}`);
  return full;
}

/** Each init starts with an empty folder: leftovers of a broken exchange are never imported. */
export async function resetSessionDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}

/** complete: what was imported is in the database; the uploads would only fill the disk. */
export async function removeSessionDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export async function fileSize(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

/** Appends one chunk; the whole file may not outgrow `maxBody`. Returns the new size. */
export async function appendChunk(
  file: string,
  chunk: Uint8Array,
  maxBody: number,
): Promise<number> {
  const before = (await fileSize(file)) ?? 0;
  if (before + chunk.byteLength > maxBody) {
    throw new ExchangeError(
      `Файл ${path.basename(file)} больше допустимого размера (${maxBody} байт)`,
    );
  }
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, chunk);
  return before + chunk.byteLength;
}

/**
 * The request body, refused once it passes `limit` bytes: 1C was told the limit at init, and a
 * longer body is read no further than the limit.
 */
export async function readLimitedBody(req: Request, limit: number): Promise<Uint8Array> {
  const { bytes, total, declared } = await readBodyWithin(
    req,
    limit,
    () =>
      new ExchangeError(`Часть файла больше file_limit (${limit} байт): разбейте файл на части`),
  );
  // A body cut short on the way (a proxy's limit, a dropped connection) must not be appended.
  if (Number.isFinite(declared) && total !== declared)
    throw new ExchangeError(`Часть файла получена не полностью (${total} из ${declared} байт)`);
  return bytes;
}
