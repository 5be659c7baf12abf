import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importUploads } from '../db/schema/exchange';
import type { Sheet } from './sheet';

/**
 * A file between its preview and its import, for half an hour. In the database (issue #15):
 * behind a balancer the import call may reach another instance than the upload did.
 */
interface Upload {
  userId: number;
  fileName: string;
  sizeBytes: number;
  sheet: Sheet;
}

const TTL_MINUTES = 30;
/** A manager's newest uploads kept; each holds a whole parsed sheet. */
const MAX_UPLOADS_PER_MANAGER = 5;

export async function keepUpload(db: Db, upload: Upload): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.delete(importUploads).where(lt(importUploads.expiresAt, sql`now()`));
    await tx.insert(importUploads).values({
      id,
      ...upload,
      expiresAt: sql`now() + make_interval(mins => ${TTL_MINUTES})`,
    });
    const newest = tx
      .select({ id: importUploads.id })
      .from(importUploads)
      .where(eq(importUploads.userId, upload.userId))
      .orderBy(desc(importUploads.createdAt), desc(importUploads.id))
      .limit(MAX_UPLOADS_PER_MANAGER);
    await tx
      .delete(importUploads)
      .where(and(eq(importUploads.userId, upload.userId), notInArray(importUploads.id, newest)));
  });
  return id;
}

/** The manager's own upload, still fresh; another manager's or an expired one is not found. */
export async function takeUpload(db: Db, id: string, userId: number): Promise<Upload | null> {
  const [row] = await db
    .select()
    .from(importUploads)
    .where(
      and(
        eq(importUploads.id, id),
        eq(importUploads.userId, userId),
        gt(importUploads.expiresAt, sql`now()`),
      ),
    );
  if (!row) return null;
  return {
    userId: row.userId,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    sheet: row.sheet as Sheet,
  };
}
