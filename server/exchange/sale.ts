import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { mailStatusChange } from '../orders/order-mail';
import { orderStockTags } from '../orders/stock-tags';
import { applyOrderDocuments } from './sale-apply';
import { readOrderDocuments } from './sale-documents';
import { ordersXml } from './sale-export';
import { markSent, ordersToExport, rememberSent } from './sale-orders';

/**
 * The `type=sale` side of 1C's «Обмен с сайтом»: `query` takes the orders out as CommerceML,
 * `success` marks them taken, `file` + `import` bring 1C's documents back.
 */

/**
 * What a documents file did: `updated` as the shared design names it; the other counts (see
 * DocumentsResult) go into the session log with it.
 */
export type OrderDocumentsStats = { updated: number } & Partial<
  Record<'unknown' | 'refused' | 'ignored', number>
>;

export interface SaleDeps {
  db: Db;
  mailer: Mailer;
  siteOrigin: string;
  /** The exchange account, written as the author of status changes (null: none). */
  userId?: number | null;
  /** Issue #15: drops the cached pages whose stock a cancellation gave back. */
  onCatalogChanged?: (tags: string[]) => void | Promise<void>;
}

/**
 * `mode=query`: the orders created or changed since their last export, as CommerceML 2.10.
 * What was sent is kept in the exchange session, for `markOrdersExported`.
 */
export async function exportOrders(db: Db, session: { id: number }): Promise<string> {
  const list = await ordersToExport(db);
  await rememberSent(db, session.id, list);
  return ordersXml(list, new Date());
}

/**
 * `mode=success`: marks exported exactly the orders the session's last `query` sent, each only
 * if unchanged since; an order changed in between is sent again next time.
 */
export async function markOrdersExported(db: Db, session: { id: number }): Promise<void> {
  await markSent(db, session.id);
}

/**
 * `mode=import` of a documents file from 1C: 1C's numbers and the statuses it reports
 * (posted, paid, shipped, cancelled, «Статус заказа») are written in one transaction — a
 * file that cannot be read changes nothing (ExchangeError) — then each buyer whose order
 * changed status is mailed, as after a manager's change.
 */
export async function importOrderDocuments(
  deps: SaleDeps,
  file: { path: string; name: string },
): Promise<OrderDocumentsStats> {
  const documents = await readOrderDocuments(file);
  const { statusChanged, ...result } = await deps.db.transaction((tx) =>
    applyOrderDocuments(tx, documents, deps.userId ?? null, file.name),
  );
  // A cancellation among them gave stock back: their lines' pages are dropped (a few tags).
  if (statusChanged.length)
    await deps.onCatalogChanged?.(await orderStockTags(deps.db, statusChanged));
  for (const orderId of statusChanged) await mailStatusChange(deps, orderId, null);
  return result;
}
