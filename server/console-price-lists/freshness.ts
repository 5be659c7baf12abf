import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { priceListState } from '../db/schema/content';
import type { AppDeps } from '../http/context';
import { rebuildGeneratedLists } from './generate';

/** A burst of changes (a console session, a 1C exchange of many files) rebuilds once. */
export const REBUILD_DEBOUNCE_MS = 1000;

// Issue #15: whether the lists are stale is kept in the database (price_list_state), so every
// instance knows of a change any instance saw; this process keeps only its own build and timer.
interface Local {
  /** A build of this process; it answers whether the lists were stale (and so built). */
  running: Promise<boolean> | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** Settled for a database about to close: nothing more is scheduled or built here. */
  settled: boolean;
}

/** By the deps' database opener: one state per database the process serves. */
const locals = new WeakMap<AppDeps['database'], Local>();

function localOf(database: AppDeps['database']): Local {
  let local = locals.get(database);
  if (!local) {
    local = { running: null, timer: null, settled: false };
    locals.set(database, local);
  }
  return local;
}

const THE_ROW = eq(priceListState.id, 1);

/** The change count the lists lag behind, or null when they are current. */
async function staleFor(db: Db): Promise<number | null> {
  const [row] = await db.select().from(priceListState).where(THE_ROW);
  // No row (a database emptied by hand): stale, as at the start.
  if (!row) return 1;
  return row.builtFor < row.changed ? row.changed : null;
}

/**
 * Builds the lists when they are stale; whether they were. One build at a time here; a change
 * during a build leaves the lists stale for the next.
 */
function build(database: AppDeps['database'], local: Local): Promise<boolean> {
  if (local.running) return local.running;
  if (local.settled) return Promise.resolve(false);
  local.running = (async () => {
    try {
      const { db } = await database();
      const target = await staleFor(db);
      if (target === null) return false;
      await rebuildGeneratedLists(db);
      await db
        .insert(priceListState)
        .values({ id: 1, changed: target, builtFor: target })
        .onConflictDoUpdate({
          target: priceListState.id,
          set: { builtFor: sql`greatest(${priceListState.builtFor}, ${target})` },
        });
      return true;
    } finally {
      local.running = null;
    }
  })();
  return local.running;
}

/**
 * The generated lists are current before they are listed or downloaded: a stale one is built
 * now (the wait of one build), never served as it was.
 */
export async function ensureFreshPriceLists(database: AppDeps['database']): Promise<void> {
  const local = localOf(database);
  // A build already running may have started before the last change: wait, then look again.
  for (let i = 0; i < 3; i += 1) {
    const running = local.running;
    if (running) await running;
    else if (!(await build(database, local))) return;
  }
}

/** A catalogue change: the lists are stale now and rebuild in the background, debounced. */
export async function markPriceListsStale(database: AppDeps['database']): Promise<void> {
  const { db } = await database();
  await db
    .insert(priceListState)
    .values({ id: 1, changed: 2, builtFor: 0 })
    .onConflictDoUpdate({
      target: priceListState.id,
      set: { changed: sql`${priceListState.changed} + 1` },
    });
  schedule(database, localOf(database));
}

function schedule(database: AppDeps['database'], local: Local): void {
  if (local.timer) clearTimeout(local.timer);
  if (local.settled) return;
  local.timer = setTimeout(() => {
    local.timer = null;
    build(database, local)
      .then(async () => {
        const { db } = await database();
        if ((await staleFor(db)) !== null) schedule(database, local);
      })
      .catch((error: unknown) =>
        console.error('[price-lists] прайс-листы по типам цен не построены', error),
      );
  }, REBUILD_DEBOUNCE_MS);
  // The timer must not keep a finished process (a test run, a script) alive.
  local.timer.unref?.();
}

/**
 * Drops a rebuild still waiting for its debounce, waits out one running, and schedules none
 * after it: for whoever closes the database (a test server) — a timer left behind, or one a
 * finished build sets again for a change made meanwhile, would build on a closed database.
 */
export async function settlePriceLists(database: AppDeps['database']): Promise<void> {
  const local = localOf(database);
  local.settled = true;
  if (local.timer) clearTimeout(local.timer);
  local.timer = null;
  await local.running?.catch(() => undefined);
}

/** Tags that touch products, prices or categories; content and outlets do not. */
const CATALOG_TAG = /^(catalog|category:|product:)/;

/**
 * The deps with onCatalogChanged that also marks the generated price lists stale; the original
 * (Next's cache tags) runs as before, and a failure of the rebuild never reaches the caller.
 */
export function withPriceListRebuild(deps: AppDeps): AppDeps {
  const original = deps.onCatalogChanged;
  return {
    ...deps,
    onCatalogChanged: async (tags) => {
      // Counted before the change answers, so another instance's next download sees it.
      if (tags.some((t) => CATALOG_TAG.test(t)))
        await markPriceListsStale(deps.database).catch((error: unknown) =>
          console.error('[price-lists] изменение каталога не отмечено', error),
        );
      return original?.(tags);
    },
  };
}
