import { and, eq } from 'drizzle-orm';
import type { ConsolePhotos } from '@/lib/api/contract/console-photos';
import { productImages } from '@/server/db/schema/catalog';
import { jsonInit, type TestServer } from '../support/test-server';
import type { Session } from './cart-helpers';
import { jpeg, photoCalls, png, startPhotoServer, stopPhotoServer } from './console-photos-helpers';

let api: TestServer;
let mediaDir: string;
let manager: Session;
let productId: number;

const { photosPath, upload, rowsOf, lastAudit } = photoCalls(() => ({ api, manager, productId }));

beforeAll(async () => {
  ({ api, mediaDir, manager, productId } = await startPhotoServer());
  // The photos console-photos.test.ts's uploads leave on the product: a JPEG, then a PNG.
  const res = await upload([
    { name: 'front.jpg', bytes: await jpeg() },
    { name: 'side.png', bytes: await png(), type: 'image/png' },
  ]);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
});
afterAll(() => stopPhotoServer(api, mediaDir));

describe('console photos: reorder, alt, delete', () => {
  it('reorders by the ids sent, and refuses a list that is not the product’s', async () => {
    const list = await api.request<ConsolePhotos>(photosPath(), { headers: manager.headers });
    const ids = list.body.photos.map((p) => p.id);
    const reversed = [...ids].reverse();
    const res = await api.request<ConsolePhotos>(
      `${photosPath()}order/`,
      jsonInit('PUT', { ids: reversed }, manager.headers),
    );
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p) => p.id)).toEqual(reversed);
    const entry = await lastAudit();
    expect(entry?.action).toBe('photos_reorder');
    expect((entry?.before as { photos: { id: number }[] }).photos.map((p) => p.id)).toEqual(ids);
    expect((entry?.after as { photos: { id: number }[] }).photos.map((p) => p.id)).toEqual(
      reversed,
    );
    const stale = await api.request<{ detail: string }>(
      `${photosPath()}order/`,
      jsonInit('PUT', { ids: [ids[0]] }, manager.headers),
    );
    expect(stale.status).toBe(409);
    const dup = await api.request<Record<string, string[]>>(
      `${photosPath()}order/`,
      jsonInit('PUT', { ids: [ids[0], ids[0]] }, manager.headers),
    );
    expect(dup.status).toBe(400);
    expect(dup.body.ids?.[0]).toBe('Фотографии в списке повторяются');
  });

  it('edits the alt text, refusing an over-long one', async () => {
    const [first] = (await api.request<ConsolePhotos>(photosPath(), { headers: manager.headers }))
      .body.photos;
    const url = `${photosPath()}${first!.id}/`;
    const res = await api.request<ConsolePhotos>(
      url,
      jsonInit('PATCH', { alt: '  Плитка, вид спереди ' }, manager.headers),
    );
    expect(res.status).toBe(200);
    expect(res.body.photos[0]?.alt).toBe('Плитка, вид спереди');
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      objectType: 'product_image',
      objectId: String(first!.id),
      before: { alt: '' },
      after: { alt: 'Плитка, вид спереди' },
    });
    const long = await api.request(
      url,
      jsonInit('PATCH', { alt: 'я'.repeat(301) }, manager.headers),
    );
    expect(long.status).toBe(400);
  });

  it('deletes one photo; a 1C photo and another product’s photo are refused', async () => {
    const photos = (await api.request<ConsolePhotos>(photosPath(), { headers: manager.headers }))
      .body.photos;
    const gone = photos[0]!;
    const res = await api.request<ConsolePhotos>(`${photosPath()}${gone.id}/`, {
      method: 'DELETE',
      headers: manager.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p) => p.id)).toEqual(photos.slice(1).map((p) => p.id));
    const entry = await lastAudit();
    expect(entry?.action).toBe('photo_delete');
    expect((entry?.before as { photos: unknown[] }).photos).toHaveLength(photos.length);
    expect((entry?.after as { photos: unknown[] }).photos).toHaveLength(photos.length - 1);

    const [other] = await api.db
      .select({ id: productImages.id, productId: productImages.productId })
      .from(productImages)
      .where(and(eq(productImages.productId, productId + 1)))
      .limit(1);
    const foreign = await api.request(`${photosPath()}${other!.id}/`, {
      method: 'DELETE',
      headers: manager.headers,
    });
    expect(foreign.status).toBe(404);

    const [oneC] = await api.db
      .insert(productImages)
      .values({ productId, url: '/media/x.webp', source: 'import_files/a/b.jpg', sort: 99 })
      .returning({ id: productImages.id });
    const refused = await api.request<{ detail: string }>(`${photosPath()}${oneC!.id}/`, {
      method: 'DELETE',
      headers: manager.headers,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('из 1С');
    expect((await rowsOf(productId)).map((r) => r.id)).toContain(oneC!.id);
  });
});
