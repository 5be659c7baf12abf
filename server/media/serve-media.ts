import { Readable } from 'node:stream';
import { isMediaKey, type MediaStorage } from './storage';

/** Keys are content-addressed: what a key names never changes, so browsers keep it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Only the picture variants are public; the manifests beside them are not. */
const SERVED = /\.(webp|avif)$/;

const notFound = () =>
  new Response('Не найдено', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** The key itself is the version: a strong ETag needs no hashing of the bytes. */
const etagOf = (key: string) => `"${key.slice(key.lastIndexOf('/') + 1)}"`;

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * GET /media/{key}: one stored picture with its type and length, cached for a year; a
 * revalidation with the right ETag is a 304. Anything that is not a valid key of a picture
 * (`..`, encoded slashes, dot files, other extensions) is a plain 404, as is a missing one.
 */
export async function serveMedia(
  storage: MediaStorage,
  segments: readonly string[],
  request: Request,
): Promise<Response> {
  const key = segments.join('/');
  if (!isMediaKey(key) || !SERVED.test(key)) return notFound();
  const etag = etagOf(key);
  if (matches(request.headers.get('If-None-Match'), etag)) {
    // A 304 only for what exists: a stale ETag of a deleted picture must not hide the 404.
    if (await storage.exists(key))
      return new Response(null, {
        status: 304,
        headers: { ETag: etag, 'Cache-Control': IMMUTABLE },
      });
    return notFound();
  }
  const object = await storage.get(key);
  if (!object) return notFound();
  const headers = {
    'Content-Type': object.contentType,
    'Content-Length': String(object.size),
    // Next's route handlers drop Content-Length (send-response.js); scripts/serve.mjs puts this
    // one back as the real header.
    'X-Content-Length': String(object.size),
    'Cache-Control': IMMUTABLE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.method === 'HEAD') {
    object.stream.destroy();
    return new Response(null, { headers });
  }
  return new Response(Readable.toWeb(object.stream) as ReadableStream<Uint8Array>, { headers });
}
