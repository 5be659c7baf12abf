import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productImages, products } from '../db/schema/catalog';
import { PictureError, processPicture } from '../media/process-picture';
import type { MediaStorage } from '../media/storage';
import type { ImportStats } from './import-context';
import { insideDir, safeRelativePath } from './files';

export interface PictureDeps {
  db: Db;
  media: MediaStorage;
  /** The largest source file read (MEDIA_MAX_BYTES). */
  maxBytes: number;
}

export interface PictureStats {
  stored: number;
  reused: number;
  failed: number;
  /** Products whose picture set was rewritten. */
  changed: number;
  warnings: string[];
}

interface Candidate {
  id: number;
  title: string;
  files: string[];
}

const PAGE = 200;
/** As import-context's cap: the session log keeps the first warnings, not thousands. */
const MAX_WARNINGS = 50;

/**
 * The 1C goods whose `Картинка` list differs from their stored 1C pictures (rows with a source),
 * a page at a time. A picture that failed before stays missing, so it is tried again with the
 * next catalogue that brings its file.
 */
async function candidates(db: Db, afterId: number): Promise<Candidate[]> {
  const stored = sql`coalesce((select jsonb_agg(${productImages.source} order by ${productImages.sort}, ${productImages.id})
    from ${productImages} where ${productImages.productId} = ${products.id} and ${productImages.source} is not null), '[]'::jsonb)`;
  return db
    .select({ id: products.id, title: products.title, files: products.pictureFiles })
    .from(products)
    .where(
      and(
        gt(products.id, afterId),
        isNotNull(products.externalId),
        sql`${products.pictureFiles} is distinct from ${stored}`,
      ),
    )
    .orderBy(products.id)
    .limit(PAGE);
}

type Row = { url: string; width: number; height: number; source: string };

/** The picture's folder did not come in this session: it is waited for, not reported. */
class NotSent extends Error {}

async function readSource(baseDir: string, file: string, maxBytes: number): Promise<Uint8Array> {
  let full: string;
  try {
    full = insideDir(baseDir, safeRelativePath(file));
  } catch {
    throw new PictureError('путь ведёт за пределы папки обмена');
  }
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) {
    // 1C sent no pictures this time (a stock-only exchange): nothing to warn about yet.
    const top = path.join(baseDir, safeRelativePath(file).split('/')[0] ?? '');
    if (!(await stat(top).catch(() => null))?.isDirectory()) throw new NotSent();
    throw new PictureError('файла нет среди загруженных');
  }
  if (info.size > maxBytes) throw new PictureError(`файл больше ${maxBytes} байт`);
  return readFile(full);
}

async function syncOne(deps: PictureDeps, baseDir: string, product: Candidate, out: PictureStats) {
  const kept = await deps.db
    .select({
      url: productImages.url,
      width: productImages.width,
      height: productImages.height,
      source: productImages.source,
    })
    .from(productImages)
    .where(and(eq(productImages.productId, product.id), isNotNull(productImages.source)))
    .orderBy(productImages.sort, productImages.id);
  const known = new Map(kept.map((r) => [r.source ?? '', r]));
  const rows: Row[] = [];
  for (const file of new Set(product.files)) {
    const old = known.get(file);
    if (old) {
      rows.push({ ...old, source: file });
      continue;
    }
    try {
      // One picture at a time: memory holds one source and one decoded image at most.
      const bytes = await readSource(baseDir, file, deps.maxBytes);
      const picture = await processPicture(deps.media, bytes, { maxBytes: deps.maxBytes });
      out[picture.reused ? 'reused' : 'stored'] += 1;
      rows.push({ url: picture.url, width: picture.width, height: picture.height, source: file });
    } catch (error) {
      if (error instanceof NotSent) continue;
      out.failed += 1;
      const reason = error instanceof PictureError ? error.message : 'не удалось обработать';
      out.warnings.push(`Товар «${product.title}»: картинка «${file}» пропущена — ${reason}.`);
    }
  }
  // A picture that failed again leaves the same set: nothing to write.
  const same = (a: Row[], b: typeof kept) =>
    a.length === b.length && a.every((r, i) => r.source === b[i]?.source && r.url === b[i]?.url);
  if (same(rows, kept)) return false;
  // Pictures added in the shop (no source) are left as they are; 1C's are replaced as a set.
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(productImages)
      .where(and(eq(productImages.productId, product.id), isNotNull(productImages.source)));
    if (rows.length)
      await tx
        .insert(productImages)
        .values(rows.map((r, sort) => ({ ...r, productId: product.id, alt: '', sort })));
  });
  return true;
}

/**
 * After a catalogue file commits: brings each 1C product's pictures in line with its
 * `Картинка` paths, reading the files from the session folder (`baseDir`, where 1C's
 * `import_files/…` landed). A missing or broken picture is a warning, never a failed import;
 * when 1C sent no picture folder at all (offers, stocks), missing files are not warned about.
 */
export async function syncExchangePictures(
  deps: PictureDeps,
  baseDir: string,
): Promise<PictureStats> {
  const out: PictureStats = { stored: 0, reused: 0, failed: 0, changed: 0, warnings: [] };
  let afterId = 0;
  for (;;) {
    const page = await candidates(deps.db, afterId);
    for (const product of page) if (await syncOne(deps, baseDir, product, out)) out.changed += 1;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return out;
    afterId = last.id;
  }
}

/**
 * The importer's one call (import.ts), after a catalogue file's transaction: pictures are
 * relative to the XML file's folder. Their outcome joins the file's stats; pages are refreshed
 * when a product's pictures changed even if nothing else did.
 */
export async function importPictures(
  deps: {
    db: { db: Db };
    media: { storage: MediaStorage; maxBytes: number };
    onCatalogChanged: (tags: string[]) => void | Promise<void>;
  },
  xmlPath: string,
  stats: ImportStats,
): Promise<void> {
  const result = await syncExchangePictures(
    { db: deps.db.db, media: deps.media.storage, maxBytes: deps.media.maxBytes },
    path.dirname(xmlPath),
  );
  stats.picturesStored = result.stored;
  stats.picturesReused = result.reused;
  stats.picturesFailed = result.failed;
  for (const w of result.warnings) if (stats.warnings.length < MAX_WARNINGS) stats.warnings.push(w);
  if (result.changed) await deps.onCatalogChanged(['catalog']);
}
