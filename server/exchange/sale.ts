// PLACEHOLDER of helper PROTOCOL: helper SALE's real exchange of orders replaces this file at merge.
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { ExchangeError } from './errors';

export function exportOrders(_db: Db, _session: { id: number }): Promise<string> {
  return Promise.reject(new ExchangeError('Выгрузка заказов ещё не реализована'));
}

export function markOrdersExported(_db: Db, _session: { id: number }): Promise<void> {
  return Promise.reject(new ExchangeError('Выгрузка заказов ещё не реализована'));
}

export function importOrderDocuments(
  _deps: { db: Db; mailer: Mailer; siteOrigin: string; userId?: number | null },
  file: { path: string; name: string },
): Promise<{ updated: number }> {
  return Promise.reject(new ExchangeError(`Загрузка документов ${file.name} ещё не реализована`));
}
