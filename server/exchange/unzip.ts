import { closeSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { ExchangeError } from './errors';
import { insideDir, safeRelativePath } from './files';

export interface UnzipLimits {
  /** The unpacked total may not pass this many bytes (a zip bomb stops here). */
  maxBytes: number;
  maxEntries: number;
}

const READ_CHUNK = 1024 * 1024;

/**
 * Unpacks `zipFile` into `dir` as it streams, counting real bytes (not the sizes the archive
 * claims): an entry leaving the folder, too many entries or too many bytes refuse the whole
 * archive, and the archive is deleted either way. Returns the unpacked paths.
 */
export async function unpackZip(
  zipFile: string,
  dir: string,
  limits: UnzipLimits,
): Promise<string[]> {
  const written: string[] = [];
  let failure: unknown = null;
  let total = 0;
  let entries = 0;
  const unzip = new Unzip((entry: UnzipFile) => {
    if (failure) return;
    try {
      if (entry.name.endsWith('/')) return; // a folder entry: files create their folders
      const relative = safeRelativePath(entry.name);
      if (++entries > limits.maxEntries)
        throw new ExchangeError(`В архиве больше ${limits.maxEntries} файлов`);
      if ((entry.originalSize ?? 0) > limits.maxBytes) throw tooBig(limits.maxBytes);
      const target = insideDir(dir, relative);
      mkdirSync(path.dirname(target), { recursive: true });
      const fd = openSync(target, 'w');
      written.push(relative);
      entry.ondata = (error, data, final) => {
        if (failure) return;
        try {
          if (error) throw new ExchangeError(`Архив повреждён: ${relative}`);
          total += data.byteLength;
          if (total > limits.maxBytes) throw tooBig(limits.maxBytes);
          writeSync(fd, data);
        } catch (e) {
          failure = e;
        } finally {
          if (final || failure) closeSync(fd);
        }
      };
      entry.start();
    } catch (e) {
      failure =
        e instanceof ExchangeError ? e : new ExchangeError(`Архив повреждён: ${entry.name}`);
    }
  });
  unzip.register(UnzipInflate);
  const fd = openSync(zipFile, 'r');
  try {
    const buffer = Buffer.alloc(READ_CHUNK);
    for (;;) {
      const read = readSync(fd, buffer, 0, READ_CHUNK, null);
      unzip.push(buffer.subarray(0, read), read === 0);
      if (read === 0 || failure) break;
    }
  } catch (e) {
    failure ??= e instanceof ExchangeError ? e : new ExchangeError('Архив повреждён');
  } finally {
    closeSync(fd);
  }
  await rm(zipFile, { force: true });
  if (failure) {
    await Promise.all(written.map((f) => rm(path.join(dir, f), { force: true })));
    throw failure instanceof ExchangeError ? failure : new ExchangeError('Архив повреждён');
  }
  return written;
}

const tooBig = (max: number) =>
  new ExchangeError(`Распакованный архив больше допустимого размера (${max} байт)`);
