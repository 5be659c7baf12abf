import { asc, eq } from 'drizzle-orm';
import { buildPath } from '@/lib/api/endpoint';
import { priceListDownload } from '@/lib/api/endpoints/content';
import { money } from '../catalog/product-card';
import { bytesFromText } from '../db/bytes-as-text';
import type { Db } from '../db/client';
import { deliveryMethods } from '../db/schema/buying';
import { outlets, priceListDocuments } from '../db/schema/content';
import { notFound } from '../http/errors';

export async function listPriceLists(db: Db) {
  const rows = await db
    .select({
      id: priceListDocuments.id,
      title: priceListDocuments.title,
      type: priceListDocuments.type,
      sizeBytes: priceListDocuments.sizeBytes,
    })
    .from(priceListDocuments)
    .orderBy(asc(priceListDocuments.sort), asc(priceListDocuments.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    file: buildPath(priceListDownload.path, { id: r.id }),
    type: r.type,
    // Spec §2.9 shows the size in KB; a non-empty file is never "0 KB".
    size: Math.ceil(r.sizeBytes / 1024),
  }));
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 one. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The stored file as a download. */
export async function priceListFile(db: Db, id: number): Promise<Response> {
  const [doc] = await db
    .select({
      fileName: priceListDocuments.fileName,
      mimeType: priceListDocuments.mimeType,
      updatedAt: priceListDocuments.updatedAt,
      content: bytesFromText(priceListDocuments.content),
    })
    .from(priceListDocuments)
    .where(eq(priceListDocuments.id, id))
    .limit(1);
  if (!doc) throw notFound('Документ не найден.');
  const type =
    doc.mimeType.startsWith('text/') && !doc.mimeType.includes('charset')
      ? `${doc.mimeType}; charset=utf-8`
      : doc.mimeType;
  return new Response(new Uint8Array(doc.content), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': contentDisposition(doc.fileName),
      'Content-Length': String(doc.content.length),
      // Next drops Content-Length from route handler answers; scripts/serve.mjs restores it
      // from this one (issue #17, defect 12c). no-transform: the bytes are the file, not gzip.
      'X-Content-Length': String(doc.content.length),
      'Last-Modified': new Date(doc.updatedAt).toUTCString(),
      'Cache-Control': 'public, max-age=600, no-transform',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export async function listDeliveryMethods(db: Db) {
  const rows = await db
    .select()
    .from(deliveryMethods)
    .orderBy(asc(deliveryMethods.sort), asc(deliveryMethods.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    description: r.description,
    price: money(r.price),
    needs_address: r.needsAddress !== 0,
  }));
}

export async function listOutlets(db: Db) {
  const rows = await db.select().from(outlets).orderBy(asc(outlets.sort), asc(outlets.id));
  return rows.map(({ sort: _sort, ...outlet }) => outlet);
}
