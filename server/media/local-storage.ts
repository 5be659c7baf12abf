import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import { contentTypeOf, isMediaKey, type MediaStorage } from './storage';

/** A folder on this machine (MEDIA_DIR): the default storage, and what nginx can serve as is. */
export function localMediaStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string): string | null => {
    if (!isMediaKey(key)) return null;
    const full = path.resolve(root, key);
    // isMediaKey already rules out `..`; checked again after resolution all the same.
    return full.startsWith(root + path.sep) ? full : null;
  };
  const mustFile = (key: string) => {
    const file = fileOf(key);
    if (!file) throw new Error(`Недопустимый ключ хранилища: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = mustFile(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a picture.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
    async exists(key) {
      const file = fileOf(key);
      if (!file) return false;
      return stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(mustFile(key), { force: true });
    },
  };
}

const holder = globalThis as typeof globalThis & { __vitrinaMedia?: MediaStorage };

/** The process's storage, from MEDIA_DIR. */
export function defaultMediaStorage(): MediaStorage {
  holder.__vitrinaMedia ??= localMediaStorage(env().MEDIA_DIR);
  return holder.__vitrinaMedia;
}
