import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exchangeSessions } from '../db/schema/exchange';
import { ExchangeError } from './errors';
import type { ImportStats } from './import-context';

/**
 * A file's import as a background job (mode=import): 1C's call waits a slice, answers
 * `progress` while the job runs (1C repeats the call), then `success` or `failure` once.
 * The state lives in exchange_sessions.jobs under the file's name, so a repeated call that
 * lands on another instance answers from it; a job whose heartbeat stopped (its instance
 * died) is reported as a failure so that 1C starts the exchange again.
 */
export interface ImportJob {
  state: 'running' | 'success' | 'failure';
  startedAt: string;
  heartbeatAt: string;
  error: string | null;
  stats: ImportStats | null;
  /** The final answer went out: a later import of this name is a new job. */
  reported?: boolean;
  /** The importer asked to be called again for this file (its result was `progress`). */
  again?: boolean;
}

export interface JobResult {
  state: 'progress' | 'success';
  stats: ImportStats;
}

export interface JobTiming {
  sliceMs: number;
  staleMs: number;
  heartbeatMs: number;
}

/** The jobs this instance runs, by session and file: answered without the database. */
const local = new Map<string, Promise<void>>();
const keyOf = (sessionId: number, name: string) => `${sessionId}\n${name}`;

async function readJob(db: Db, sessionId: number, name: string): Promise<ImportJob | null> {
  const result: unknown = await db.execute(
    sql`select jobs -> ${name}::text as job from ${exchangeSessions} where id = ${sessionId}`,
  );
  return (result as { rows: { job: ImportJob | null }[] }).rows[0]?.job ?? null;
}

/** Merges `patch` into the job; `onlyIf` guards a claim (another instance may claim first). */
async function patchJob(
  db: Db,
  sessionId: number,
  name: string,
  patch: Partial<ImportJob>,
  onlyIf = sql`true`,
): Promise<boolean> {
  const result: unknown = await db.execute(sql`
    update ${exchangeSessions}
    set jobs = jobs || jsonb_build_object(${name}::text,
      coalesce(jobs -> ${name}::text, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb)
    where id = ${sessionId} and ${onlyIf}
    returning id`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

const beat = (db: Db, sessionId: number, name: string) =>
  patchJob(db, sessionId, name, { heartbeatAt: new Date().toISOString() }).catch(() => false);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts the job unless one runs already (here or on another instance). */
async function start(
  db: Db,
  sessionId: number,
  name: string,
  run: () => Promise<JobResult>,
  timing: JobTiming,
) {
  const now = new Date().toISOString();
  const fresh: ImportJob = {
    state: 'running',
    startedAt: now,
    heartbeatAt: now,
    error: null,
    stats: null,
    reported: false,
  };
  const claimed = await patchJob(
    db,
    sessionId,
    name,
    fresh,
    sql`coalesce(jobs -> ${name}::text ->> 'state', '') <> 'running'`,
  );
  if (!claimed) return;
  const timer = setInterval(() => void beat(db, sessionId, name), timing.heartbeatMs);
  const job = run()
    .then((result) =>
      patchJob(db, sessionId, name, {
        state: 'success',
        stats: result.stats,
        again: result.state === 'progress',
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ExchangeError)) console.error('[1c] импорт файла', name, error);
      const text =
        error instanceof ExchangeError
          ? error.message
          : `Внутренняя ошибка сайта при импорте файла «${name}». Подробности в журнале сервера`;
      return patchJob(db, sessionId, name, { state: 'failure', error: text });
    })
    .then(() => undefined)
    .finally(() => {
      clearInterval(timer);
      local.delete(keyOf(sessionId, name));
    });
  local.set(keyOf(sessionId, name), job);
}

const stale = (job: ImportJob, staleMs: number) =>
  Date.now() - new Date(job.heartbeatAt).getTime() > staleMs;

/** Waits up to a slice for the job; what 1C is told now. */
export async function importInSlices(
  db: Db,
  sessionId: number,
  name: string,
  run: () => Promise<JobResult>,
  timing: JobTiming,
): Promise<'progress' | 'success'> {
  const key = keyOf(sessionId, name);
  if (!local.has(key)) {
    const job = await readJob(db, sessionId, name);
    // Nothing yet, or the last job of this name was answered: this call starts a new one.
    if (!job || job.reported) await start(db, sessionId, name, run, timing);
  }
  const deadline = Date.now() + timing.sliceMs;
  const mine = local.get(key);
  if (mine) {
    // On the embedded database the job's transaction holds the only connection: no polling.
    const done = await Promise.race([
      mine.then(() => true),
      sleep(timing.sliceMs).then(() => false),
    ]);
    if (!done) return 'progress';
  }
  let job = await readJob(db, sessionId, name);
  while (job?.state === 'running' && !local.has(key) && !stale(job, timing.staleMs)) {
    if (Date.now() >= deadline) return 'progress';
    await sleep(Math.min(500, timing.sliceMs));
    job = await readJob(db, sessionId, name);
  }
  if (!job) throw new ExchangeError(`Импорт файла «${name}» не найден: повторите обмен`);
  if (job.state === 'running' && local.has(key)) return 'progress';
  if (job.state === 'running') {
    const error = `Импорт файла «${name}» прервался: сервер, который его выполнял, перестал отвечать. Повторите обмен`;
    await patchJob(db, sessionId, name, { state: 'failure', error, reported: true });
    throw new ExchangeError(error);
  }
  await patchJob(db, sessionId, name, { reported: true });
  if (job.state === 'failure') throw new ExchangeError(job.error ?? 'Импорт не удался');
  return job.again ? 'progress' : 'success';
}
