import { initAnswer, type ExchangeCall } from './call';
import { ExchangeError } from './errors';
import { removeSessionDir, resetSessionDir } from './files';
import { finishCatalogImport, importExchangeFile } from './import';
import { importInSlices } from './import-jobs';
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
      // A long file runs on as a job: 1C hears `progress` and repeats the call (import-jobs.ts).
      return importInSlices(
        db,
        call.session.id,
        file.name,
        async () => {
          const result = await importExchangeFile(importDeps(call), file, { id: call.session.id });
          await logStats(db, call.session.id, file.name, result.stats);
          if (result.state === 'success')
            await logFile(db, call.session.id, file.name, (f) => ({ ...f, imported: true }));
          return result;
        },
        {
          sliceMs: call.cfg.importSliceMs,
          staleMs: call.cfg.jobStaleMs,
          heartbeatMs: Math.min(5000, call.cfg.jobStaleMs / 4),
        },
      );
    }
    // A full catalogue sent in packages hides the goods none of them listed: at deactivate
    // (1C's «the catalogue is over») or, if 1C never says it, at complete. Twice is harmless.
    case 'deactivate':
      await finish(call);
      return 'success';
    case 'complete':
      await finish(call);
      await finishExchangeSession(db, call.session.id);
      await removeSessionDir(call.dir);
      return 'success';
    default:
      throw new ExchangeError(`Неизвестный режим обмена каталога: ${mode || '(пусто)'}`);
  }
}

function importDeps(call: ExchangeCall) {
  const onCatalogChanged = call.c.get('deps').onCatalogChanged ?? (() => undefined);
  return { db: call.database, onCatalogChanged };
}

async function finish(call: ExchangeCall): Promise<void> {
  const { hidden } = await finishCatalogImport(importDeps(call), { id: call.session.id });
  if (hidden)
    await logStats(call.database.db, call.session.id, 'complete', { productsHidden: hidden });
}
