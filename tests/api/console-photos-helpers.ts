import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ConsolePhotos } from '@/lib/api/contract/console-photos';
import { productImages, products } from '@/server/db/schema/catalog';
import { auditLog } from '@/server/db/schema/content';
import { localMediaStorage } from '@/server/media/local-storage';
import { startTestServer, type TestServer } from '../support/test-server';
import { sessionFor, type Session } from './cart-helpers';

/** Helpers of the console photo tests: real pictures, and the calls on one product's photos. */

export const jpeg = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6fb3' } })
    .jpeg({ quality: 80 })
    .toBuffer();
export const png = () =>
  sharp({ create: { width: 500, height: 300, channels: 4, background: '#3a9d5d80' } })
    .png()
    .toBuffer();

export function form(files: { name: string; bytes: Uint8Array; type?: string }[]): FormData {
  const data = new FormData();
  for (const f of files)
    data.append(
      'files',
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }),
      f.name,
    );
  return data;
}

/**
 * Starts a photo file's own server on 3 demo products, storing pictures in a fresh folder, signs
 * the manager in and picks a product; the cache tags each catalogue change dropped land in
 * `refreshed`.
 */
export async function startPhotoServer(refreshed: string[][] = []) {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'vitrina-console-photos-'));
  const storage = localMediaStorage(mediaDir);
  const api = await startTestServer({
    products: 3,
    deps: { media: storage, onCatalogChanged: (tags) => void refreshed.push(tags) },
  });
  const manager = await sessionFor(api, 'manager@vitrina.by');
  const [p] = await api.db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
  // Start from a product without pictures: the demo's generated ones are not this test's.
  await api.db.delete(productImages).where(eq(productImages.productId, p!.id));
  return { api, mediaDir, storage, manager, productId: p!.id, productSlug: p!.slug };
}

export async function stopPhotoServer(api: TestServer, mediaDir: string) {
  await api.close();
  await rm(mediaDir, { recursive: true, force: true });
}

/**
 * The calls both photo files make, bound to the file's server, manager and product: beforeAll
 * sets them only after the module has loaded, hence the getter.
 */
export function photoCalls(suite: () => { api: TestServer; manager: Session; productId: number }) {
  const photosPath = (id = suite().productId) => `/api/manager/products/${id}/photos/`;

  const upload = (files: Parameters<typeof form>[0], session: Session | null = suite().manager) =>
    suite().api.request<ConsolePhotos & Record<string, string[]>>(photosPath(), {
      method: 'POST',
      body: form(files),
      headers: session?.headers ?? {},
    });

  const rowsOf = (id: number) =>
    suite()
      .api.db.select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, id));

  const lastAudit = async () =>
    (await suite().api.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  return { photosPath, upload, rowsOf, lastAudit };
}
