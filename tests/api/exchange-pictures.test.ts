import type { AddressInfo } from 'node:net';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { DEMO_EXCHANGE } from '@/demo/people';
import { productImages, products } from '@/server/db/schema/catalog';
import { exchangeSessions } from '@/server/db/schema/exchange';
import { localMediaStorage } from '@/server/media/local-storage';
import { serveMedia } from '@/server/media/serve-media';
import { replay } from '@/scripts/exchange/replay';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  catalogXml,
  sampleJpeg,
  samplePng,
  writePicturePackage,
  type PictureGood,
} from '../support/picture-package';

// The whole way over HTTP: the replay tool uploads import.xml with import_files/… (zipped or
// in chunks), the importer stores the pictures, and /media serves them as a browser gets them.
let api: TestServer;
let media: ServerType;
let mediaOrigin: string;
let root: string;
const dirs = { exchange: '', media: '', pkg: '' };
const cfg = {
  dir: '',
  fileLimit: 16 * 1024,
  maxBody: 8 * 1024 * 1024,
  zip: true,
  sessionTtlS: 3600,
};

const GOODS: PictureGood[] = [
  {
    id: 'pic-1',
    title: 'Плитка керамическая с фото',
    pictures: ['import_files/a1/photo.jpg', 'import_files/b2/side.png'],
  },
  {
    id: 'pic-2',
    title: 'Смесь с битой картинкой',
    pictures: ['import_files/c3/broken.jpg', 'import_files/d4/missing.jpg'],
  },
];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vitrina-pictures-'));
  Object.assign(dirs, {
    exchange: path.join(root, 'exchange'),
    media: path.join(root, 'media'),
    pkg: path.join(root, 'package'),
  });
  cfg.dir = dirs.exchange;
  const storage = localMediaStorage(dirs.media);
  api = await startTestServer({ products: 3, deps: { exchange: cfg, media: storage } });
  // /media is a Next route (app/media/[...key]); here the same handler on its own socket.
  const app = new Hono().get('/media/*', (c) =>
    serveMedia(
      storage,
      c.req.path.slice('/media/'.length).split('/').map(decodeURIComponent),
      c.req.raw,
    ),
  );
  media = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  await writePicturePackage(dirs.pkg, GOODS, {
    // 1600×1000 stored sideways with «rotate 90°» in EXIF: upright it is 1000×1600.
    'import_files/a1/photo.jpg': await sampleJpeg(1600, 1000, 6),
    'import_files/b2/side.png': await samplePng(500, 300),
    'import_files/c3/broken.jpg': Buffer.from('это не JPEG'),
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => media.close(() => resolve()));
  await api.close();
  await rm(root, { recursive: true, force: true });
});

const run = () =>
  replay({
    url: `${api.origin}/api/1c/exchange/`,
    user: DEMO_EXCHANGE.email,
    password: DEMO_EXCHANGE.password,
    dir: dirs.pkg,
  });

async function picturesOf(externalId: string) {
  const [product] = await api.db.select().from(products).where(eq(products.externalId, externalId));
  if (!product) throw new Error(`no product ${externalId}`);
  const rows = await api.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, product.id))
    .orderBy(productImages.sort, productImages.id);
  return { product, rows };
}

async function mediaFiles(): Promise<Map<string, number>> {
  const entries = await readdir(dirs.media, { recursive: true, withFileTypes: true });
  const out = new Map<string, number>();
  for (const e of entries.filter((x) => x.isFile())) {
    const full = path.join(e.parentPath, e.name);
    out.set(full, (await stat(full)).mtimeMs);
  }
  return out;
}

const lastSession = async () =>
  (await api.db.select().from(exchangeSessions).orderBy(desc(exchangeSessions.id)).limit(1))[0]!;

describe('1C pictures over the exchange', () => {
  it('stores the JPEG and PNG of a product, skips a broken and a missing one with warnings', async () => {
    expect((await run()).imported.map((i) => i.name)).toEqual(['import.xml']);
    const session = await lastSession();
    expect(session.status).toBe('success');
    const stats = session.stats['import.xml'] as Record<string, unknown>;
    expect(stats).toMatchObject({ picturesStored: 2, picturesFailed: 2 });
    const warnings = (stats.warnings as string[]).join('\n');
    expect(warnings).toMatch(/Смесь с битой картинкой.*broken\.jpg.*не читается как картинка/);
    expect(warnings).toMatch(/missing\.jpg.*файла нет/);

    const { product, rows } = await picturesOf('pic-1');
    expect(rows.map((r) => [r.source, r.width, r.height])).toEqual([
      ['import_files/a1/photo.jpg', 1000, 1600],
      ['import_files/b2/side.png', 500, 300],
    ]);
    expect(rows.every((r) => /^\/media\/p\/[0-9a-f]{2}\/[0-9a-f]{64}-\d+\.webp$/.test(r.url))).toBe(
      true,
    );
    expect((await picturesOf('pic-2')).rows).toEqual([]);

    // The shop's API hands them to the product page.
    const page = await api.request<{ images: { url: string }[] }>(`/api/product/${product.slug}/`);
    expect(page.body.images.map((i) => i.url)).toEqual(rows.map((r) => r.url));
  });

  it('serves each variant with its type, length, a year of immutable cache, and 304 on its ETag', async () => {
    const { rows } = await picturesOf('pic-1');
    const url = rows[0]!.url;
    for (const variant of [url, url.replace('-1000.webp', '-320.avif')]) {
      const res = await fetch(mediaOrigin + variant);
      const body = new Uint8Array(await res.arrayBuffer());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        variant.endsWith('.avif') ? 'image/avif' : 'image/webp',
      );
      expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await fetch(mediaOrigin + variant, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    for (const bad of [
      '/media/p/00/' + '0'.repeat(64) + '-320.webp',
      '/media/p/%2e%2e/%2e%2e/package/import.xml',
      '/media/p/..%2F..%2Fpackage%2Fimport.xml',
      url.replace('.webp', '.json'),
    ]) {
      expect((await fetch(mediaOrigin + bad)).status, bad).toBe(404);
    }
  });

  it('re-importing the same package writes no file and no row', async () => {
    const before = await mediaFiles();
    const rowsBefore = (await picturesOf('pic-1')).rows;
    cfg.zip = false; // this time as separate files in chunks
    await run();
    expect(await mediaFiles()).toEqual(before);
    expect((await picturesOf('pic-1')).rows).toEqual(rowsBefore);
    expect((await lastSession()).status).toBe('success');
  });

  it('replaces 1C pictures when their paths change and keeps those added in the shop', async () => {
    const { product, rows } = await picturesOf('pic-1');
    await api.db
      .insert(productImages)
      .values({ productId: product.id, url: '/media/products/plitka-1-1.svg', sort: 5 });
    const before = await mediaFiles();
    // The PNG alone now, the same bytes under a new name: found by its hash, not processed again.
    await mkdir(path.join(dirs.pkg, 'import_files/e5'));
    await copyFile(
      path.join(dirs.pkg, 'import_files/b2/side.png'),
      path.join(dirs.pkg, 'import_files/e5/renamed.png'),
    );
    await writeFile(
      path.join(dirs.pkg, 'import.xml'),
      catalogXml([{ ...GOODS[0]!, pictures: ['import_files/e5/renamed.png'] }]),
    );
    await run();
    const after = (await picturesOf('pic-1')).rows;
    expect(after.map((r) => [r.source, r.url])).toEqual([
      ['import_files/e5/renamed.png', rows[1]!.url],
      [null, '/media/products/plitka-1-1.svg'],
    ]);
    expect(await mediaFiles()).toEqual(before);
    const session = await lastSession();
    expect(session.stats['import.xml']).toMatchObject({ picturesStored: 0, picturesReused: 1 });
  });

  it('says nothing of missing pictures when 1C sent no picture folder this time', async () => {
    const bare = path.join(root, 'bare');
    await mkdir(bare);
    const pic1 = { ...GOODS[0]!, pictures: ['import_files/e5/renamed.png'] };
    await writeFile(path.join(bare, 'import.xml'), catalogXml([pic1, GOODS[1]!]));
    await replay({
      url: `${api.origin}/api/1c/exchange/`,
      user: DEMO_EXCHANGE.email,
      password: DEMO_EXCHANGE.password,
      dir: bare,
    });
    const session = await lastSession();
    expect(session.status).toBe('success');
    const stats = session.stats['import.xml'] as { warnings: string[]; picturesFailed: number };
    expect(stats.picturesFailed).toBe(0);
    expect(stats.warnings.filter((w) => w.includes('картинка'))).toEqual([]);
    // pic-1's stored picture stays: its path is unchanged.
    expect((await picturesOf('pic-1')).rows.map((r) => r.source)).toEqual([
      'import_files/e5/renamed.png',
      null,
    ]);
  });
});
