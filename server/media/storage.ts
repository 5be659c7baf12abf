import type { Readable } from 'node:stream';

/** One stored object, opened for reading. */
export interface MediaObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where resized pictures live. The local folder is the default (local-storage.ts); an object
 * store (S3, R2) fits the same four calls. Keys are relative, `/`-separated, lower-case.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object (or the key is not a valid key at all). */
  get(key: string): Promise<MediaObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)*$/;
const MAX_KEY = 300;

/**
 * A key is a few plain segments: no `..`, no leading or doubled `/`, no backslash, no dot
 * files, no percent escapes. Whatever storage sits behind it, such a key cannot leave it.
 */
export function isMediaKey(key: string): boolean {
  if (!key || key.length > MAX_KEY) return false;
  const parts = key.split('/');
  return parts.length <= 8 && parts.every((p) => SEGMENT.test(p));
}

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  json: 'application/json',
};

/** The content type a key's extension stands for (the local folder keeps no other record). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
