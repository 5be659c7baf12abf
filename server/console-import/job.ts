import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import {
  TEXT_IMPORT_NEED_KEYS,
  TEXT_IMPORT_UPLOAD_GONE,
  type ImportMapping,
  type ImportStatus,
} from '@/lib/api/contract/console-import';
import { recordChange } from '../audit/record-change';
import type { Db } from '../db/client';
import { exchangeSessions } from '../db/schema/exchange';
import { users } from '../db/schema/users';
import { ExchangeError } from '../exchange/errors';
import { newContext, type ImportStats } from '../exchange/import-context';
import { enterBulkImport } from '../exchange/search-bulk';
import type { AppDeps, AuthUser } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { vacuumSearchIndex } from '../search/rebuild';
import { applySheetRows } from './apply';
import { readRows, type RowError } from './rows';
import { takeUpload } from './uploads';

/** The job's record in exchange_sessions.jobs: the 1C log's table is the import's log too. */
interface SheetJob {
  state: ImportStatus['state'];
  processed: number;
  total: number;
  created: number;
  updated: number;
  categories_created: number;
  errors: RowError[];
  error: string | null;
}

const JOB_KEY = 'spreadsheet';
const MAX_ERRORS_KEPT = 500;
export const DEFAULT_IMPORT_CATEGORY = 'Товары из таблицы';

/** Progress of the jobs this process runs: the import's transaction may hold the connection. */
const running = new Map<number, SheetJob>();

function checkMapping(mapping: ImportMapping, width: number) {
  if (mapping.article === null || mapping.title === null)
    throw new ApiError(400, { mapping: [TEXT_IMPORT_NEED_KEYS] });
  const used = Object.values(mapping).filter((v): v is number => v !== null);
  if (used.some((v) => v >= width))
    throw new ApiError(400, { mapping: ['Такого столбца в файле нет.'] });
  if (new Set(used).size !== used.length)
    throw new ApiError(400, { mapping: ['Один столбец выбран для двух полей.'] });
}

async function saveJob(db: Db, id: number, job: SheetJob, extra: Record<string, unknown>) {
  await db
    .update(exchangeSessions)
    .set({
      ...extra,
      jobs: sql`${exchangeSessions.jobs} || jsonb_build_object(${JOB_KEY}::text, ${JSON.stringify(job)}::jsonb)`,
    })
    .where(eq(exchangeSessions.id, id));
}

/** Validates, logs the session and starts the import in the background; answers at once. */
export async function startSheetImport(
  deps: AppDeps,
  user: AuthUser,
  input: { upload_id: string; mapping: ImportMapping; default_category?: string | undefined },
): Promise<ImportStatus> {
  const { db } = await deps.database();
  const upload = await takeUpload(db, input.upload_id, user.id);
  if (!upload) throw new ApiError(400, { upload_id: [TEXT_IMPORT_UPLOAD_GONE] });
  checkMapping(input.mapping, upload.sheet.headers.length);
  const { goods, errors } = readRows(upload.sheet.rows, input.mapping);
  const job: SheetJob = {
    state: 'running',
    processed: 0,
    total: goods.length,
    created: 0,
    updated: 0,
    categories_created: 0,
    errors: [],
    error: null,
  };
  const [session] = await db
    .insert(exchangeSessions)
    .values({
      kind: 'catalog',
      userId: user.id,
      tokenHash: `sheet-${randomBytes(24).toString('hex')}`,
      status: 'open',
      expiresAt: sql`now() + interval '1 hour'`,
      files: [{ name: upload.fileName, size: upload.sizeBytes, chunks: 1, source: JOB_KEY }],
      jobs: { [JOB_KEY]: job },
    })
    .returning({ id: exchangeSessions.id });
  if (!session) throw new Error('import session not stored');
  running.set(session.id, job);
  const category = input.default_category?.trim() || DEFAULT_IMPORT_CATEGORY;
  // Read before the job starts: on the embedded database its transaction holds the connection.
  const status = await statusOf(db, session.id);
  void runImport(deps, db, user, session.id, upload.fileName, { goods, errors, category });
  return status;
}

async function runImport(
  deps: AppDeps,
  db: Db,
  user: AuthUser,
  id: number,
  fileName: string,
  work: { goods: ReturnType<typeof readRows>['goods']; errors: RowError[]; category: string },
) {
  const job = running.get(id);
  if (!job) return;
  try {
    let stats: ImportStats | null = null;
    await db.transaction(async (tx) => {
      await enterBulkImport(tx);
      const ctx = newContext(tx, fileName);
      await applySheetRows(ctx, work.goods, work.errors, work.category, (n) => {
        job.processed = n;
      });
      stats = ctx.stats;
      await recordChange(tx, user, {
        action: 'import',
        objectType: 'catalog_import',
        objectId: id,
        objectTitle: fileName,
        before: null,
        after: {
          file: fileName,
          created: ctx.stats.productsCreated,
          updated: ctx.stats.productsUpdated,
          categories_created: ctx.stats.categoriesCreated,
          rows_refused: work.errors.length,
        },
      });
    });
    const done = stats as ImportStats | null;
    if (!done) throw new Error('no stats');
    // The log row is written before the polled job says «success»: a manager (or a test) that
    // sees the import done must find its session closed too.
    const finished: SheetJob = {
      ...job,
      state: 'success',
      processed: job.total,
      created: done.productsCreated,
      updated: done.productsUpdated,
      categories_created: done.categoriesCreated,
      errors: work.errors.slice(0, MAX_ERRORS_KEPT),
    };
    await saveJob(db, id, finished, {
      status: 'success',
      finishedAt: sql`now()`,
      // The log sums offersUpdated into «updated»: here every offer is a row's own product,
      // already counted as created or updated, so it is kept apart under its own name.
      stats: {
        [fileName]: {
          ...done,
          offersUpdated: 0,
          offersUnchanged: 0,
          pricesAndStockUpdated: done.offersUpdated,
          rowsRefused: work.errors.length,
        },
      },
    });
    Object.assign(job, finished);
    await vacuumSearchIndex(db).catch(() => undefined);
    await deps.onCatalogChanged?.(['catalog']);
  } catch (error) {
    if (!(error instanceof ExchangeError))
      console.error('[import] импорт таблицы', fileName, error);
    job.state = 'failure';
    job.error =
      error instanceof ExchangeError
        ? error.message
        : `Импорт файла «${fileName}» не удался: изменения не сохранены. Подробности в журнале сервера.`;
    job.errors = work.errors.slice(0, MAX_ERRORS_KEPT);
    await saveJob(db, id, job, {
      status: 'failure',
      error: job.error,
      finishedAt: sql`now()`,
    }).catch((e: unknown) => console.error('[import] журнал импорта не записан', e));
  } finally {
    running.delete(id);
  }
}

const select = (db: Db) =>
  db
    .select({
      id: exchangeSessions.id,
      files: exchangeSessions.files,
      jobs: exchangeSessions.jobs,
      startedAt: exchangeSessions.startedAt,
      finishedAt: exchangeSessions.finishedAt,
      expiresAt: exchangeSessions.expiresAt,
      email: users.email,
    })
    .from(exchangeSessions)
    .leftJoin(users, eq(users.id, exchangeSessions.userId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['limit']>>[number];

function toStatus(row: Row): ImportStatus | null {
  const saved = row.jobs[JOB_KEY] as SheetJob | undefined;
  if (!saved) return null;
  const job = running.get(row.id) ?? saved;
  // Still «running» with no job here and past its hour: the process that ran it is gone.
  const lost = job.state === 'running' && !running.has(row.id) && row.expiresAt < new Date();
  const file = row.files[0] as { name?: string } | undefined;
  return {
    id: row.id,
    file_name: file?.name ?? '',
    state: lost ? 'failure' : job.state,
    processed: job.processed,
    total: job.total,
    created: job.created,
    updated: job.updated,
    categories_created: job.categories_created,
    errors: job.errors,
    error: lost ? 'Импорт прервался: сервер перезапустился. Запустите его снова.' : job.error,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    user_email: row.email,
  };
}

export async function statusOf(db: Db, id: number): Promise<ImportStatus> {
  const [row] = await select(db).where(eq(exchangeSessions.id, id)).limit(1);
  const status = row ? toStatus(row) : null;
  if (!status) throw notFound('Импорт не найден.');
  return status;
}

export async function recentImports(db: Db): Promise<{ results: ImportStatus[] }> {
  const rows = await select(db)
    .where(sql`${exchangeSessions.jobs} ? ${JOB_KEY}`)
    .orderBy(desc(exchangeSessions.id))
    .limit(10);
  return { results: rows.flatMap((r) => toStatus(r) ?? []) };
}
