import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema/content';
import type { AuthUser } from '../http/context';

type Values = Record<string, unknown>;

export interface Change {
  /** create | update | delete | upload | import | activate | block | … */
  action: string;
  /** product, category, product_image, page, navigation, request_form, site_config, buyer, … */
  objectType: string;
  objectId: string | number;
  /** What a person reading the log calls it (a product's name), as it was at the time. */
  objectTitle?: string;
  before: Values | null;
  after: Values | null;
}

/**
 * The fields that differ, each side holding only those: the log shows what changed, not the
 * whole record. Values compare by their JSON form (numbers as strings from the database and
 * arrays alike).
 */
export function changedFields(before: Values, after: Values): { before: Values; after: Values } {
  const b: Values = {};
  const a: Values = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

/**
 * Issue #14: writes one entry of the audit log. Call it inside the change's own transaction,
 * so a change is never without its entry nor an entry without its change. An update that
 * changed nothing writes nothing.
 */
export async function recordChange(db: Db | Tx, user: AuthUser, change: Change): Promise<void> {
  let { before, after } = change;
  if (before && after) {
    ({ before, after } = changedFields(before, after));
    if (Object.keys(after).length === 0) return;
  }
  await db.insert(auditLog).values({
    userId: user.id,
    userEmail: user.email,
    action: change.action,
    objectType: change.objectType,
    objectId: String(change.objectId),
    objectTitle: change.objectTitle ?? '',
    before,
    after,
  });
}
