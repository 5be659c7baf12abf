import { asc, eq, sql } from 'drizzle-orm';
import { buildPath } from '@/lib/api/endpoint';
import type { ConsolePriceList } from '@/lib/api/contract/console-price-lists';
import { TEXT_PRICE_LIST_GENERATED_DELETE } from '@/lib/api/contract/console-price-lists';
import { priceListDownload } from '@/lib/api/endpoints/content';
import { recordChange } from '../audit/record-change';
import { bytesAsText } from '../db/bytes-as-text';
import type { Db } from '../db/client';
import { priceListDocuments } from '../db/schema/content';
import { priceTypes } from '../db/schema/exchange';
import type { AuthUser } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import type { CheckedFile } from './file-check';

const columns = {
  id: priceListDocuments.id,
  title: priceListDocuments.title,
  fileName: priceListDocuments.fileName,
  type: priceListDocuments.type,
  sizeBytes: priceListDocuments.sizeBytes,
  sort: priceListDocuments.sort,
  priceTypeId: priceListDocuments.priceTypeId,
  priceTypeName: priceTypes.name,
  updatedAt: priceListDocuments.updatedAt,
};

type Row = {
  id: number;
  title: string;
  fileName: string;
  type: string;
  sizeBytes: number;
  sort: number;
  priceTypeId: number | null;
  priceTypeName: string | null;
  updatedAt: Date;
};

const toItem = (r: Row): ConsolePriceList => ({
  id: r.id,
  title: r.title,
  file_name: r.fileName,
  type: r.type,
  size_bytes: r.sizeBytes,
  sort: r.sort,
  price_type_id: r.priceTypeId,
  price_type_name: r.priceTypeName,
  updated_at: new Date(r.updatedAt).toISOString(),
  file: buildPath(priceListDownload.path, { id: r.id }),
});

const select = (db: Db) =>
  db
    .select(columns)
    .from(priceListDocuments)
    .leftJoin(priceTypes, eq(priceTypes.id, priceListDocuments.priceTypeId));

export async function consoleList(db: Db): Promise<{ results: ConsolePriceList[] }> {
  const rows = await select(db).orderBy(asc(priceListDocuments.sort), asc(priceListDocuments.id));
  return { results: rows.map(toItem) };
}

async function one(db: Db, id: number): Promise<ConsolePriceList> {
  const [row] = await select(db).where(eq(priceListDocuments.id, id)).limit(1);
  if (!row) throw notFound('Прайс-лист не найден.');
  return toItem(row);
}

/** The uploaded file and its entry in the audit log, in one transaction: both or neither. */
export async function uploadPriceList(
  db: Db,
  user: AuthUser,
  file: CheckedFile,
  title: string,
): Promise<ConsolePriceList> {
  const id = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${priceListDocuments.sort}), 0)` })
      .from(priceListDocuments);
    const [made] = await tx
      .insert(priceListDocuments)
      .values({
        title,
        fileName: file.name,
        type: file.type,
        mimeType: file.mime,
        content: bytesAsText(file.bytes),
        sizeBytes: file.bytes.byteLength,
        sort: Number(last?.sort ?? 0) + 1,
      })
      .returning({ id: priceListDocuments.id });
    if (!made) throw new Error('price list not stored');
    await recordChange(tx, user, {
      action: 'upload',
      objectType: 'price_list',
      objectId: made.id,
      objectTitle: title,
      before: null,
      after: { title, file_name: file.name, type: file.type, size_bytes: file.bytes.byteLength },
    });
    return made.id;
  });
  return one(db, id);
}

export async function renamePriceList(db: Db, user: AuthUser, id: number, title: string) {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ title: priceListDocuments.title })
      .from(priceListDocuments)
      .where(eq(priceListDocuments.id, id))
      .for('update');
    if (!old) throw notFound('Прайс-лист не найден.');
    await tx.update(priceListDocuments).set({ title }).where(eq(priceListDocuments.id, id));
    await recordChange(tx, user, {
      action: 'update',
      objectType: 'price_list',
      objectId: id,
      objectTitle: title,
      before: { title: old.title },
      after: { title },
    });
  });
  return one(db, id);
}

export async function deletePriceList(db: Db, user: AuthUser, id: number) {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(priceListDocuments)
      .where(eq(priceListDocuments.id, id))
      .for('update');
    if (!old) throw notFound('Прайс-лист не найден.');
    if (old.priceTypeId !== null)
      throw new ApiError(400, { detail: TEXT_PRICE_LIST_GENERATED_DELETE });
    await tx.delete(priceListDocuments).where(eq(priceListDocuments.id, id));
    await recordChange(tx, user, {
      action: 'delete',
      objectType: 'price_list',
      objectId: id,
      objectTitle: old.title,
      before: {
        title: old.title,
        file_name: old.fileName,
        type: old.type,
        size_bytes: old.sizeBytes,
      },
      after: null,
    });
  });
  return { detail: 'Прайс-лист удалён.' };
}

/** The modal's order: the ids in the order given; each must exist, each once. */
export async function orderPriceLists(db: Db, user: AuthUser, ids: number[]) {
  if (new Set(ids).size !== ids.length)
    throw new ApiError(400, { ids: ['Документ указан дважды.'] });
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: priceListDocuments.id, sort: priceListDocuments.sort })
      .from(priceListDocuments);
    const known = new Map(rows.map((r) => [r.id, r.sort]));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length)
      throw new ApiError(400, { ids: [`Нет документов: ${unknown.join(', ')}.`] });
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    for (const [index, id] of ids.entries()) {
      const sort = index + 1;
      if (known.get(id) === sort) continue;
      before[String(id)] = known.get(id) ?? 0;
      after[String(id)] = sort;
      await tx.update(priceListDocuments).set({ sort }).where(eq(priceListDocuments.id, id));
    }
    await recordChange(tx, user, {
      action: 'reorder',
      objectType: 'price_list',
      objectId: ids.join(','),
      objectTitle: 'Порядок прайс-листов',
      before,
      after,
    });
  });
  return consoleList(db);
}
