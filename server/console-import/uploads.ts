import { randomUUID } from 'node:crypto';
import type { Sheet } from './sheet';

/** A file between its preview and its import: kept here, in this process, for half an hour. */
interface Upload {
  userId: number;
  fileName: string;
  sizeBytes: number;
  sheet: Sheet;
  expiresAt: number;
}

const TTL_MS = 30 * 60 * 1000;
const MAX_UPLOADS = 20;
const uploads = new Map<string, Upload>();

function sweep(now: number) {
  for (const [id, u] of uploads) if (u.expiresAt < now) uploads.delete(id);
  // The oldest go first when many wait: each holds a parsed sheet.
  while (uploads.size > MAX_UPLOADS) uploads.delete(uploads.keys().next().value as string);
}

export function keepUpload(upload: Omit<Upload, 'expiresAt'>): string {
  const now = Date.now();
  sweep(now);
  const id = randomUUID();
  uploads.set(id, { ...upload, expiresAt: now + TTL_MS });
  return id;
}

/** The manager's own upload; another manager's or an expired one is not found. */
export function takeUpload(id: string, userId: number): Upload | null {
  sweep(Date.now());
  const upload = uploads.get(id);
  return upload && upload.userId === userId ? upload : null;
}
