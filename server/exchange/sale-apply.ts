import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders } from '../db/schema/buying';
import { canChangeStatus, changeOrderStatus } from '../orders/order-status';
import type { OrderDocument } from './sale-documents';
import { factsComment, statusFromFacts } from './sale-status';

export interface DocumentsResult {
  /** Orders whose status or 1C number changed. */
  updated: number;
  /** Documents for orders the shop does not have (made in 1C, or deleted here). */
  unknown: number;
  /** Documents asking for a status the order cannot take (backwards, out of cancelled). */
  refused: number;
  /** Documents of other operations than «Заказ товара». */
  ignored: number;
  /** Orders whose status changed: their buyers are mailed after the commit. */
  statusChanged: number[];
}

const ORDER_OPERATION = 'заказ товара';

/**
 * Our order for a document: by our number in `Номер` or `Ид`, by our id in `Ид` (1C-Bitrix's
 * way, which 1C keeps), or by 1C's own number once we have it.
 */
async function findOrder(tx: Tx, doc: OrderDocument) {
  const conditions: SQL[] = [];
  for (const value of [doc.number, doc.id]) if (value) conditions.push(eq(orders.number, value));
  if (doc.id && /^\d{1,9}$/.test(doc.id)) conditions.push(eq(orders.id, Number(doc.id)));
  if (doc.externalNumber) conditions.push(eq(orders.externalNumber, doc.externalNumber));
  if (conditions.length === 0) return null;
  const found = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      externalNumber: orders.externalNumber,
      upToDate: sql<boolean>`coalesce(${orders.exportedAt} >= ${orders.changedAt}, false)`,
    })
    .from(orders)
    .where(or(...conditions))
    .for('update');
  // Several candidates (a number of ours that is also someone's id): the number wins.
  return (
    found.find((o) => o.number === doc.number) ??
    found.find((o) => o.number === doc.id) ??
    found.find((o) => String(o.id) === doc.id) ??
    found[0] ??
    null
  );
}

/**
 * Applies the documents inside the caller's transaction. A status change goes through the
 * order status service (history row, stock back on cancelling) as a manager's does.
 */
export async function applyOrderDocuments(
  tx: Tx,
  documents: readonly OrderDocument[],
  changedBy: number | null,
  fileName: string,
): Promise<DocumentsResult> {
  const result: DocumentsResult = {
    updated: 0,
    unknown: 0,
    refused: 0,
    ignored: 0,
    statusChanged: [],
  };
  for (const doc of documents) {
    if (doc.operation && doc.operation.trim().toLowerCase() !== ORDER_OPERATION) {
      result.ignored++;
      continue;
    }
    const order = await findOrder(tx, doc);
    if (!order) {
      result.unknown++;
      console.warn(
        `[1c] ${fileName}, строка ${doc.line}: заказ не найден (Ид ${doc.id ?? '—'}, Номер ${doc.number ?? '—'}), пропущен`,
      );
      continue;
    }
    let changed = false;
    if (doc.externalNumber && doc.externalNumber !== order.externalNumber) {
      // changed_at is set to itself: 1C's number is bookkeeping, not a change to send back.
      await tx
        .update(orders)
        .set({ externalNumber: doc.externalNumber, changedAt: sql`${orders.changedAt}` })
        .where(eq(orders.id, order.id));
      changed = true;
    }
    const target = statusFromFacts(doc.facts);
    if (target && target !== order.status) {
      if (canChangeStatus(order.status, target, 'accounting')) {
        const comment = factsComment(doc.facts, doc.externalNumber ?? order.externalNumber);
        await changeOrderStatus(tx, order.id, target, changedBy, comment, 'accounting');
        result.statusChanged.push(order.id);
        changed = true;
      } else {
        result.refused++;
        console.warn(
          `[1c] ${fileName}, строка ${doc.line}: заказ ${order.number} в статусе ${order.status} не переводится в ${target}`,
        );
      }
    }
    if (changed) result.updated++;
    // What 1C itself did is not sent back to it, unless the order also waits for export.
    if (changed && order.upToDate)
      await tx.execute(sql`update orders set exported_at = changed_at where id = ${order.id}`);
  }
  return result;
}
