import { initAnswer, type ExchangeCall } from './call';
import { ExchangeError } from './errors';
import { removeSessionDir, resetSessionDir } from './files';
import { importExchangeFile } from './import';
import { finishExchangeSession, logFile, logStats, resetFiles } from './sessions';
import { receiveChunk, receivedFile, unpackReceivedZips } from './upload';

/** type=catalog after checkauth: init, file, import (repeated while `progress`), complete. */
export async function catalogMode(call: ExchangeCall, mode: string): Promise<string> {
  const { db } = call.database;
  switch (mode) {
    case 'init':
      await resetSessionDir(call.dir);
      await resetFiles(db, call.session.id);
      return initAnswer(call.cfg.zip, call.cfg.fileLimit);
    case 'file':
      await receiveChunk(call);
      return 'success';
    case 'import': {
      await unpackReceivedZips(call);
      const file = await receivedFile(call);
      const onCatalogChanged = call.c.get('deps').onCatalogChanged ?? (() => undefined);
      const result = await importExchangeFile({ db: call.database, onCatalogChanged }, file, {
        id: call.session.id,
      });
      await logStats(db, call.session.id, file.name, result.stats);
      if (result.state === 'success')
        await logFile(db, call.session.id, file.name, (f) => ({ ...f, imported: true }));
      return result.state;
    }
    // Hiding what a full exchange did not mention is the import's work, done inside `import`.
    case 'deactivate':
      return 'success';
    case 'complete':
      await finishExchangeSession(db, call.session.id);
      await removeSessionDir(call.dir);
      return 'success';
    default:
      throw new ExchangeError(`Неизвестный режим обмена каталога: ${mode || '(пусто)'}`);
  }
}
