import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_EXCHANGE } from '@/demo/people';
import { slugify } from '@/lib/translit';
import { replay } from '@/scripts/exchange/replay';
import { sampleJpeg, writePicturePackage } from '@/tests/support/picture-package';

// Issue #12: a photo 1C sends in import_files/ is on the product page, as AVIF from /media.
const TITLE = 'Плитка фасадная Фотопроба';
let folder: string;

test.beforeAll(async ({ baseURL }) => {
  folder = await mkdtemp(path.join(tmpdir(), 'vitrina-e2e-pictures-'));
  await writePicturePackage(
    folder,
    [{ id: 'e2e-photo-1', title: TITLE, pictures: ['import_files/e2/photo.jpg'] }],
    { 'import_files/e2/photo.jpg': await sampleJpeg(1800, 1200) },
  );
  await replay({
    url: `${baseURL}/api/1c/exchange/`,
    user: DEMO_EXCHANGE.email,
    password: DEMO_EXCHANGE.password,
    dir: folder,
  });
});
test.afterAll(() => rm(folder, { recursive: true, force: true }));

test('the imported photo shows on the product page, from the media storage, cached for good', async ({
  page,
}) => {
  const media: {
    url: string;
    cache: string | null;
    type: string | null;
    length: string | null;
    privateLength: string | null;
  }[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/p/'))
      media.push({
        url: r.url(),
        cache: r.headers()['cache-control'] ?? null,
        type: r.headers()['content-type'] ?? null,
        length: r.headers()['content-length'] ?? null,
        privateLength: r.headers()['x-content-length'] ?? null,
      });
  });
  await page.goto(`/product/${slugify(TITLE)}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const photo = page.locator('picture img').first();
  await expect(photo).toHaveAttribute('alt', TITLE);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Chromium takes the AVIF source, at a width that fits the viewport's slot.
  const chosen = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\/media\/p\/[0-9a-f]{2}\/[0-9a-f]{64}-(320|640|1200)\.avif$/);
  // The 3:2 photo as sent, drawn inside the gallery's frame (object-fit: contain).
  const natural = await photo.evaluate(
    (img: HTMLImageElement) => img.naturalWidth / img.naturalHeight,
  );
  expect(natural).toBeCloseTo(1.5, 2);
  expect((await photo.boundingBox())?.width).toBeGreaterThan(200);
  expect(media.find((m) => m.url === chosen)).toMatchObject({
    cache: 'public, max-age=31536000, immutable',
    type: 'image/avif',
    // The production server (scripts/serve.mjs) restores the length Next drops.
    length: expect.stringMatching(/^[1-9]\d*$/),
    privateLength: null,
  });
});
