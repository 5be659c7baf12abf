import type { Db } from './client';

/**
 * A value read from one database and kept between requests while the version its caller reads
 * (a fingerprint or a generation number) stays the same; null keeps nothing. Per database
 * object: tests open several in one process. Callers share the value and only read it.
 */
export function keptPerDatabase<T>(): (
  db: Db,
  version: string | null,
  read: () => Promise<T>,
) => Promise<T> {
  const kept = new WeakMap<Db, { version: string; value: T }>();
  return async (db, version, read) => {
    const known = kept.get(db);
    if (known && version !== null && known.version === version) return known.value;
    const value = await read();
    if (version === null) kept.delete(db);
    else kept.set(db, { version, value });
    return value;
  };
}
