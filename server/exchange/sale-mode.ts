import { initAnswer, type ExchangeCall } from './call';
import { ExchangeError } from './errors';
import { removeSessionDir, resetSessionDir } from './files';
import { exportOrders, importOrderDocuments, markOrdersExported } from './sale';
import { finishExchangeSession, logFile, logStats, resetFiles, sessionFiles } from './sessions';
import { receiveChunk, receivedFile } from './upload';

/**
 * type=sale after checkauth: query (the orders as XML), success (1C took them), file + import
 * (order documents coming back from 1C).
 */
export async function saleMode(call: ExchangeCall, mode: string): Promise<string | Response> {
  const { db } = call.database;
  switch (mode) {
    case 'init':
      await resetSessionDir(call.dir);
      await resetFiles(db, call.session.id);
      // Order documents are small: they come as plain XML, never as an archive.
      return initAnswer(false, call.cfg.fileLimit);
    case 'query': {
      const xml = await exportOrders(db, { id: call.session.id });
      await logFile(db, call.session.id, 'query', (f) => ({
        ...f,
        size: Buffer.byteLength(xml),
        chunks: f.chunks + 1,
      }));
      return new Response(xml, {
        headers: { 'Content-Type': 'application/xml; charset=utf-8' },
      });
    }
    case 'success':
      await markOrdersExported(db, { id: call.session.id });
      return 'success';
    case 'file': {
      // Older 1C versions send the documents with mode=file only and never call import,
      // so a complete file is taken at once.
      const { last } = await receiveChunk(call);
      if (last) await importDocuments(call);
      return 'success';
    }
    case 'import':
      await importDocuments(call);
      return 'success';
    case 'complete':
      await finishExchangeSession(db, call.session.id);
      await removeSessionDir(call.dir);
      return 'success';
    case 'deactivate':
      return 'success';
    default:
      throw new ExchangeError(`Неизвестный режим обмена заказами: ${mode || '(пусто)'}`);
  }
}

async function importDocuments(call: ExchangeCall): Promise<void> {
  const { db } = call.database;
  const file = await receivedFile(call);
  const logged = (await sessionFiles(db, call.session.id)).find((f) => f.name === file.name);
  if (logged?.imported) return;
  const deps = call.c.get('deps');
  const result = await importOrderDocuments(
    {
      db,
      mailer: deps.mailer,
      siteOrigin: deps.siteOrigin,
      userId: call.session.userId,
      onCatalogChanged: deps.onCatalogChanged,
    },
    file,
  );
  await logStats(db, call.session.id, file.name, result);
  await logFile(db, call.session.id, file.name, (f) => ({ ...f, imported: true }));
}
