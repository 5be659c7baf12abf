import type { AppDeps } from '../http/context';
import { rebuildGeneratedLists } from './generate';

/** A burst of changes (a console session, a 1C exchange of many files) rebuilds once. */
export const REBUILD_DEBOUNCE_MS = 1000;

interface State {
  /** Counts catalogue changes; 1 at start, so the first look builds the lists. */
  changedAt: number;
  /** The change count the stored lists reflect. */
  builtFor: number;
  running: Promise<void> | null;
  timer: ReturnType<typeof setTimeout> | null;
}

/** By the deps' database opener: one state per database the process serves. */
const states = new WeakMap<AppDeps['database'], State>();

function stateOf(database: AppDeps['database']): State {
  let state = states.get(database);
  if (!state) {
    state = { changedAt: 1, builtFor: 0, running: null, timer: null };
    states.set(database, state);
  }
  return state;
}

const isStale = (s: State) => s.builtFor < s.changedAt;

/** One build at a time; a change during a build leaves the lists stale for the next one. */
function build(database: AppDeps['database'], state: State): Promise<void> {
  if (state.running) return state.running;
  const target = state.changedAt;
  state.running = (async () => {
    try {
      const { db } = await database();
      await rebuildGeneratedLists(db);
      state.builtFor = Math.max(state.builtFor, target);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/**
 * The generated lists are current before they are listed or downloaded: a stale one is built
 * now (the wait of one build), never served as it was.
 */
export async function ensureFreshPriceLists(database: AppDeps['database']): Promise<void> {
  const state = stateOf(database);
  // A build already running may have started before the last change: wait, then look again.
  for (let i = 0; i < 3 && (isStale(state) || state.running); i += 1) await build(database, state);
}

/** A catalogue change: the lists are stale now and rebuild in the background, debounced. */
export function markPriceListsStale(database: AppDeps['database']): void {
  const state = stateOf(database);
  state.changedAt += 1;
  schedule(database, state);
}

function schedule(database: AppDeps['database'], state: State): void {
  if (state.timer) clearTimeout(state.timer);
  state.timer = setTimeout(() => {
    state.timer = null;
    build(database, state)
      .then(() => (isStale(state) ? schedule(database, state) : undefined))
      .catch((error: unknown) =>
        console.error('[price-lists] прайс-листы по типам цен не построены', error),
      );
  }, REBUILD_DEBOUNCE_MS);
  // The timer must not keep a finished process (a test run, a script) alive.
  state.timer.unref?.();
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
    onCatalogChanged: (tags) => {
      if (tags.some((t) => CATALOG_TAG.test(t))) markPriceListsStale(deps.database);
      return original?.(tags);
    },
  };
}
