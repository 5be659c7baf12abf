/**
 * Issue #17, defects 9 and 11: what this process last learnt about its database, so that a
 * page request during an outage gets the branded 503 at once instead of waiting on the
 * database and ending in Next's empty error shell. Kept on globalThis: proxy.ts, route
 * handlers and server components are separate module graphs in one process.
 */
interface OutageState {
  downAt: number;
  upAt: number;
  probe?: () => Promise<unknown>;
  probing?: Promise<boolean>;
}

const holder = globalThis as typeof globalThis & { __vitrinaDbOutage?: OutageState };
const state = (holder.__vitrinaDbOutage ??= { downAt: 0, upAt: 0 });

/** A probe answer is trusted this long: healthy for longer, so a busy shop probes rarely. */
const UP_FRESH_MS = 5_000;
const DOWN_FRESH_MS = 2_000;
/** Health must answer within 2 s; the probe gives up before that. */
export const PROBE_TIMEOUT_MS = 1_500;

/**
 * `since` is when the failed attempt began. A success seen after that outranks the failure:
 * a request caught on a connection the restart broke fails after the database is back, and
 * must not shut pages out again for DOWN_FRESH_MS (seen in database-down.test.ts).
 */
export function markDatabaseDown(now = Date.now(), since = now): void {
  if (state.upAt > since) return;
  state.downAt = now;
}

/** A probe's success, or any query's: the pool tells each one (server/db/client.ts). */
export function markDatabaseUp(now = Date.now()): void {
  state.upAt = now;
}

/** The database opener registers a cheap `select 1` here (instrumentation.ts). */
export function registerDatabaseProbe(probe: () => Promise<unknown>): void {
  state.probe = probe;
}

/** Rejects after `ms`: a database that never answers must not hold the caller. */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`база данных не ответила за ${ms} мс`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function runProbe(probe: () => Promise<unknown>): Promise<boolean> {
  const started = Date.now();
  try {
    await withDeadline(probe(), PROBE_TIMEOUT_MS);
    markDatabaseUp();
    return true;
  } catch {
    markDatabaseDown(Date.now(), started);
    return false;
  }
}

/**
 * Whether the database answers: from a fresh observation, else from one shared probe; null
 * when nothing is known and no probe is registered (the caller then just tries).
 */
export async function databaseAnswers(now = Date.now()): Promise<boolean | null> {
  const lastDown = state.downAt > state.upAt;
  if (lastDown && now - state.downAt < DOWN_FRESH_MS) return false;
  if (!lastDown && state.upAt && now - state.upAt < UP_FRESH_MS) return true;
  // No probe: the embedded database (bff/database.ts), which lives in this process. A failed
  // health check there (the first start's seed, a long import holding its one connection) is
  // a busy moment, not an outage: past its 2 s, requests just try, or the shop would stay 503
  // until some health check happened to succeed.
  if (!state.probe) return null;
  state.probing ??= runProbe(state.probe).finally(() => {
    state.probing = undefined;
  });
  return state.probing;
}
