import { ExchangeError } from './errors';
import type { ExchangeCall } from './call';
import { appendChunk, fileSize, insideDir, readLimitedBody, safeRelativePath } from './files';
import { logFile, sessionFiles } from './sessions';
import { unpackZip } from './unzip';

/** mode=file: the body is appended to the named file, so chunks of a big file join up. */
export async function receiveChunk(call: ExchangeCall): Promise<{ name: string; last: boolean }> {
  const name = safeRelativePath(call.filename);
  const body = await readLimitedBody(call.c.req.raw, call.cfg.fileLimit);
  const size = await appendChunk(insideDir(call.dir, name), body, call.cfg.maxBody);
  await logFile(call.database.db, call.session.id, name, (f) => ({
    ...f,
    size,
    chunks: f.chunks + 1,
  }));
  // 1C cuts chunks of exactly file_limit bytes: a shorter one is the file's last.
  return { name, last: body.byteLength < call.cfg.fileLimit };
}

/** Archives received since init are unpacked before the first import that needs them. */
export async function unpackReceivedZips(call: ExchangeCall): Promise<void> {
  const files = await sessionFiles(call.database.db, call.session.id);
  for (const file of files) {
    if (!file.name.toLowerCase().endsWith('.zip') || file.imported) continue;
    const unpacked = await unpackZip(insideDir(call.dir, file.name), call.dir, {
      maxBytes: call.cfg.maxBody,
      maxEntries: call.cfg.maxZipEntries,
    });
    await logFile(call.database.db, call.session.id, file.name, (f) => ({
      ...f,
      imported: true,
      unpacked: unpacked.length,
    }));
  }
}

/** The file `import` names, which must have arrived (alone or inside an archive). */
export async function receivedFile(call: ExchangeCall): Promise<{ path: string; name: string }> {
  const name = safeRelativePath(call.filename);
  const path = insideDir(call.dir, name);
  if ((await fileSize(path)) === null)
    throw new ExchangeError(`Файл ${name} не получен: сначала передайте его (mode=file)`);
  return { path, name };
}
