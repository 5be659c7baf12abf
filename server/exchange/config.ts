import { env } from '@/lib/env';

/** How the 1C exchange behaves; tests pass their own through AppDeps.exchange. */
export interface ExchangeConfig {
  /** Uploads live in `<dir>/<session id>/`. */
  dir: string;
  /** Told to 1C at init: the largest request body; bigger files come in chunks. */
  fileLimit: number;
  /** The largest file after all its chunks, and the largest unpacked archive. */
  maxBody: number;
  zip: boolean;
  sessionTtlS: number;
  /** A zip bomb is refused before it fills the disk: at most this many entries. */
  maxZipEntries: number;
  /** How long mode=import waits for its file before answering `progress`. */
  importSliceMs: number;
  /** A running import whose heartbeat is older than this died with its instance. */
  jobStaleMs: number;
}

export function exchangeConfig(overrides: Partial<ExchangeConfig> = {}): ExchangeConfig {
  const e = env();
  return {
    dir: e.EXCHANGE_DIR,
    fileLimit: e.EXCHANGE_FILE_LIMIT,
    maxBody: e.EXCHANGE_MAX_BODY,
    zip: e.EXCHANGE_ZIP,
    sessionTtlS: e.EXCHANGE_SESSION_TTL_S,
    maxZipEntries: 10_000,
    importSliceMs: e.EXCHANGE_IMPORT_SLICE_MS,
    jobStaleMs: e.EXCHANGE_JOB_STALE_MS,
    ...overrides,
  };
}
