/**
 * Pictures benchmark (issue #12): how many 1C photos a second the importer turns into stored
 * variants (processPicture: decode, EXIF rotation, WebP and AVIF at 320/640/1200), one at a time
 * as the import does, and how fast it recognises a picture it has stored before.
 *
 *   npm run bench:pictures                        # 24 photos of 2000×1500
 *   npm run bench:pictures -- --count 48 --width 3000 --height 2000
 *
 * The sources are photo-like JPEGs (smoothed noise, quality 85, about what a camera or a phone
 * gives after 1C's own resize), each different, into a fresh temporary folder storage.
 * Baseline, in the same run on the same files: a plain sharp decode of each JPEG to raw pixels
 * — the least any resizer must do. The ratio says what the six encodes cost over that.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { localMediaStorage } from '@/server/media/local-storage';
import { processPicture } from '@/server/media/process-picture';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '24' },
    width: { type: 'string', default: '2000' },
    height: { type: 'string', default: '1500' },
  },
});
const count = Number(values.count);
const width = Number(values.width);
const height = Number(values.height);

async function photo(seed: number): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 110 + (seed % 40), sigma: 45 };
  return sharp({ create: { width, height, channels: 3, noise, background: '#000' } })
    .blur(2.5)
    .modulate({ hue: seed * 37 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function timed(label: string, run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(2).padStart(7)} s  ${(count / seconds).toFixed(2).padStart(7)} pictures/s  ${((seconds / count) * 1000).toFixed(0).padStart(5)} ms each`,
  );
  return seconds;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-bench-pictures-'));
try {
  console.log(
    `cores: ${os.cpus().length}, sharp threads: ${sharp.concurrency()}, libvips ${sharp.versions.vips}`,
  );
  const sources: Buffer[] = [];
  for (let i = 0; i < count; i++) sources.push(await photo(i));
  const mb = sources.reduce((s, b) => s + b.byteLength, 0) / 1024 / 1024;
  console.log(`${count} JPEGs ${width}×${height}, ${mb.toFixed(1)} MB in all\n`);

  const storage = localMediaStorage(dir);
  const options = { maxBytes: 50 * 1024 * 1024 };
  const baseline = await timed('baseline: sharp decode to raw', async () => {
    for (const s of sources) await sharp(s).raw().toBuffer();
  });
  const processed = await timed('processPicture (new pictures)', async () => {
    for (const s of sources) await processPicture(storage, s, options);
  });
  await timed('processPicture (stored before)', async () => {
    for (const s of sources) {
      if (!(await processPicture(storage, s, options)).reused) throw new Error('not reused');
    }
  });
  console.log(`\nratio processing / plain decode: ${(processed / baseline).toFixed(1)}×`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
