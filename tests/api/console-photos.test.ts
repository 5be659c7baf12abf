import type { AddressInfo } from 'node:net';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import type { ConsolePhotos } from '@/lib/api/contract/console-photos';
import { PHOTO_MAX_BYTES } from '@/lib/api/contract/console-photos';
import { parsePictureUrl, pictureKey, pictureWidths } from '@/lib/media/picture-variants';
import { productImages } from '@/server/db/schema/catalog';
import { serveMedia } from '@/server/media/serve-media';
import { jsonInit, type TestServer } from '../support/test-server';
import { sessionFor, type Session } from './cart-helpers';
import {
  form,
  jpeg,
  photoCalls,
  png,
  startPhotoServer,
  stopPhotoServer,
} from './console-photos-helpers';

let api: TestServer;
let media: ServerType;
let mediaOrigin: string;
let mediaDir: string;
let manager: Session;
let buyer: Session;
let productId: number;
let productSlug: string;
const refreshed: string[][] = [];

const { photosPath, upload, rowsOf, lastAudit } = photoCalls(() => ({ api, manager, productId }));

beforeAll(async () => {
  const started = await startPhotoServer(refreshed);
  ({ api, mediaDir, manager, productId, productSlug } = started);
  buyer = await sessionFor(api, 'buyer@vitrina.by');
  const app = new Hono().get('/media/*', (c) =>
    serveMedia(started.storage, c.req.path.slice('/media/'.length).split('/'), c.req.raw),
  );
  media = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => media.close(() => resolve()));
  await stopPhotoServer(api, mediaDir);
});

describe('console photos: access', () => {
  it('a guest gets 401 and a buyer 403 on every call', async () => {
    const calls: [string, RequestInit][] = [
      [photosPath(), {}],
      [photosPath(), { method: 'POST', body: form([{ name: 'a.jpg', bytes: await jpeg() }]) }],
      [`${photosPath()}order/`, jsonInit('PUT', { ids: [] })],
      [`${photosPath()}1/`, jsonInit('PATCH', { alt: 'x' })],
      [`${photosPath()}1/`, { method: 'DELETE' }],
    ];
    for (const [url, init] of calls) {
      expect((await api.request(url, init)).status, `guest ${url}`).toBe(401);
      const headers = { ...(init.headers as Record<string, string>), ...buyer.headers };
      expect((await api.request(url, { ...init, headers })).status, `buyer ${url}`).toBe(403);
    }
    expect(await rowsOf(productId)).toHaveLength(0);
  });
});

describe('console photos: upload', () => {
  it('stores a real JPEG and PNG as WebP and AVIF variants, served immutable', async () => {
    refreshed.length = 0;
    const res = await upload([
      { name: 'front.jpg', bytes: await jpeg() },
      { name: 'side.png', bytes: await png(), type: 'image/png' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.photos).toHaveLength(2);
    const [front, side] = res.body.photos;
    expect(front).toMatchObject({ width: 1200, height: 675, alt: '', from_1c: false });
    expect(side).toMatchObject({ width: 500, height: 300 });
    for (const photo of res.body.photos) {
      const stored = parsePictureUrl(photo.url);
      expect(stored, photo.url).not.toBeNull();
      for (const width of pictureWidths(stored!.width))
        for (const format of ['webp', 'avif'] as const) {
          const key = pictureKey(stored!.sha, width, format);
          expect((await stat(path.join(mediaDir, key))).isFile()).toBe(true);
          const served = await fetch(`${mediaOrigin}/media/${key}`);
          expect(served.status).toBe(200);
          expect(served.headers.get('content-type')).toBe(`image/${format}`);
          expect(served.headers.get('cache-control')).toContain('immutable');
          const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
          expect(meta.width).toBe(width);
        }
    }
    expect(refreshed).toEqual([['catalog', `product:${productSlug}`]]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'photos_upload', objectType: 'product' });
    expect(entry?.objectId).toBe(String(productId));
    expect(entry?.before).toEqual({ photos: [] });
    expect(entry?.after).toEqual({
      photos: res.body.photos.map((p) => ({ id: p.id, url: p.url })),
    });
    const list = await api.request<ConsolePhotos>(photosPath(), { headers: manager.headers });
    expect(list.body.photos.map((p) => p.id)).toEqual([front!.id, side!.id]);
  });

  it('takes WebP and AVIF by their bytes whatever the name, and refuses a GIF', async () => {
    const base = sharp({ create: { width: 320, height: 200, channels: 3, background: '#c05600' } });
    const webp = await base.clone().webp().toBuffer();
    const avif = await base.clone().avif().toBuffer();
    const gif = await base.clone().gif().toBuffer();
    const before = (await rowsOf(productId)).length;
    const res = await upload([
      { name: 'photo.png', bytes: webp, type: 'image/png' },
      { name: 'photo.bin', bytes: avif, type: 'application/octet-stream' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.photos).toHaveLength(before + 2);
    expect(res.body.photos.slice(-2).map((p) => p.width)).toEqual([320, 320]);
    const refused = await upload([{ name: 'anim.gif', bytes: gif, type: 'image/gif' }]);
    expect(refused.status).toBe(400);
    expect(await rowsOf(productId)).toHaveLength(before + 2);
    // Back to the JPEG and the PNG for the tests below.
    for (const p of res.body.photos.slice(-2))
      await api.request(`${photosPath()}${p.id}/`, { method: 'DELETE', headers: manager.headers });
  });

  it('refuses a PDF named .jpg, keeping the good file beside it out too', async () => {
    const before = await rowsOf(productId);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const res = await upload([
      { name: 'ok.jpg', bytes: await jpeg() },
      { name: 'scan.jpg', bytes: pdf },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.files?.join(' ')).toContain('«scan.jpg»: можно загрузить только JPEG, PNG');
    expect(await rowsOf(productId)).toHaveLength(before.length);
  });

  it('refuses a file over the limit with 413, and no files or a JSON body with 4xx', async () => {
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload([{ name: 'huge.jpg', bytes: big }]);
    expect(res.status).toBe(413);
    expect(res.body.files?.[0]).toContain('больше 8 МБ');
    const none = await api.request<Record<string, string[]>>(photosPath(), {
      method: 'POST',
      body: new FormData(),
      headers: manager.headers,
    });
    expect(none.status).toBe(400);
    expect(none.body.files?.[0]).toBe('Выберите хотя бы одну фотографию.');
    const json = await api.request(photosPath(), jsonInit('POST', {}, manager.headers));
    expect(json.status).toBe(415);
    const unknown = await api.request(photosPath(999_999), {
      method: 'POST',
      body: form([{ name: 'a.jpg', bytes: await png() }]),
      headers: manager.headers,
    });
    expect(unknown.status).toBe(404);
  });
  it('refuses an upload that would take a product over 30 photos, adding none', async () => {
    const other = productId + 2;
    await api.db.delete(productImages).where(eq(productImages.productId, other));
    await api.db
      .insert(productImages)
      .values(Array.from({ length: 29 }, (_, sort) => ({ productId: other, url: '/x.svg', sort })));
    const res = await api.request<Record<string, string[]>>(photosPath(other), {
      method: 'POST',
      body: form([
        { name: 'a.jpg', bytes: await jpeg() },
        { name: 'b.png', bytes: await png() },
      ]),
      headers: manager.headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.files?.[0]).toBe('У товара может быть не больше 30 фотографий.');
    expect(await rowsOf(other)).toHaveLength(29);
  });
});
