import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pictureKey, pictureWidths } from '@/lib/media/picture-variants';
import { localMediaStorage } from '@/server/media/local-storage';
import { PictureError, processPicture } from '@/server/media/process-picture';
import type { MediaStorage } from '@/server/media/storage';

let dir: string;
let storage: MediaStorage;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vitrina-media-'));
  storage = localMediaStorage(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b33' } });
const OPTIONS = { maxBytes: 5 * 1024 * 1024 };

async function dimensions(key: string) {
  const object = await storage.get(key);
  if (!object) throw new Error(`no ${key}`);
  const chunks: Buffer[] = [];
  for await (const c of object.stream) chunks.push(c as Buffer);
  return sharp(Buffer.concat(chunks)).metadata();
}

async function files(): Promise<string[]> {
  const out = await readdir(dir, { recursive: true, withFileTypes: true });
  return out.filter((e) => e.isFile()).map((e) => e.name);
}

describe('processPicture', () => {
  it('stores WebP and AVIF at 320/640/1200 for a large JPEG, the URL naming the largest', async () => {
    const result = await processPicture(
      storage,
      await solid(2400, 1200).jpeg().toBuffer(),
      OPTIONS,
    );
    expect(result).toMatchObject({ width: 1200, height: 600, reused: false });
    expect(result.url).toBe(`/media/${pictureKey(result.sha, 1200, 'webp')}`);
    for (const w of [320, 640, 1200]) {
      const webp = await dimensions(pictureKey(result.sha, w, 'webp'));
      expect([webp.format, webp.width, webp.height]).toEqual(['webp', w, w / 2]);
      const avif = await dimensions(pictureKey(result.sha, w, 'avif'));
      expect([avif.format, avif.width]).toEqual(['heif', w]);
    }
  });

  it('never upscales: a 500 px PNG gives 320 and 500, nothing wider', async () => {
    const result = await processPicture(storage, await solid(500, 400).png().toBuffer(), OPTIONS);
    expect(result).toMatchObject({ width: 500, height: 400 });
    expect(pictureWidths(500)).toEqual([320, 500]);
    expect(await storage.exists(pictureKey(result.sha, 500, 'webp'))).toBe(true);
    expect(await storage.exists(pictureKey(result.sha, 640, 'webp'))).toBe(false);
    expect((await files()).filter((f) => f.endsWith('.webp'))).toHaveLength(2);
  });

  it('turns the picture by its EXIF orientation and drops the metadata', async () => {
    // Stored 400×200 with «rotate 90°» in EXIF: a camera's upright portrait, 200×400.
    const jpeg = await solid(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Camera' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const result = await processPicture(storage, jpeg, OPTIONS);
    expect([result.width, result.height]).toEqual([200, 400]);
    const out = await dimensions(pictureKey(result.sha, 200, 'webp'));
    expect([out.width, out.height]).toEqual([200, 400]);
    expect(out.exif).toBeUndefined();
    expect(out.orientation).toBeUndefined();
  });

  it('does no work for a picture it has stored before', async () => {
    const bytes = await solid(800, 800).webp().toBuffer();
    const first = await processPicture(storage, bytes, OPTIONS);
    const before = await files();
    const spy = vi.spyOn(storage, 'put');
    const again = await processPicture(storage, bytes, OPTIONS);
    expect(again).toEqual({ ...first, reused: true });
    expect(spy).not.toHaveBeenCalled();
    expect(await files()).toEqual(before);
  });

  it('takes the first frame of a GIF', async () => {
    const gif = await solid(300, 300).gif().toBuffer();
    expect(await processPicture(storage, gif, OPTIONS)).toMatchObject({ width: 300, height: 300 });
  });

  it.each([
    ['text', Buffer.from('это не картинка, а текст')],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])],
  ])('refuses %s with a Russian reason and stores nothing', async (_name, bytes) => {
    const error = await processPicture(storage, bytes, OPTIONS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PictureError);
    expect((error as Error).message).toMatch(/картинк/);
    expect(await files()).toEqual([]);
  });

  it('refuses an SVG (not a raster photo) and a file over the size limit', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processPicture(storage, svg, OPTIONS)).rejects.toThrow(/формат «svg»/);
    const big = await solid(100, 100).png().toBuffer();
    await expect(processPicture(storage, big, { maxBytes: 10 })).rejects.toThrow(/больше 10 байт/);
  });

  it('refuses a decompression bomb by its pixel count before decoding it', async () => {
    const png = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    await expect(
      processPicture(storage, png, { maxBytes: OPTIONS.maxBytes, maxPixels: 1_000_000 }),
    ).rejects.toBeInstanceOf(PictureError);
    expect(await files()).toEqual([]);
  });
});
