// PLACEHOLDER of helper PROTOCOL: helper IMPORT's real import replaces this file at merge.
import type { Database } from '../db/client';
import { ExchangeError } from './errors';

export type ImportStats = Record<string, number>;

export function importExchangeFile(
  _deps: { db: Database; onCatalogChanged: (tags: string[]) => void | Promise<void> },
  file: { path: string; name: string },
  _session: { id: number },
): Promise<{ state: 'progress' | 'success'; stats: ImportStats }> {
  return Promise.reject(new ExchangeError(`Загрузка файла ${file.name} ещё не реализована`));
}
