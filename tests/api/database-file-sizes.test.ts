import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SizeCachingNodeFS } from '@/server/db/pglite-fs';

/**
 * The embedded database remembers its files' sizes between writes (server/db/pglite-fs.ts):
 * what PostgreSQL takes for a relation's size must stay what the disk holds while the table
 * grows (writes, and extensions by posix_fallocate, which Emscripten makes a truncation) and
 * shrinks (TRUNCATE, VACUUM FULL).
 */
let dir: string;
let db: PGlite;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-sizes-'));
  db = await PGlite.create({ fs: new SizeCachingNodeFS(dir) });
}, 60_000);
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The table's size as PostgreSQL sees it, and as the file on disk is. */
async function sizes(table: string) {
  const { rows } = await db.query<{ size: number; file: string }>(
    `select pg_relation_size('${table}')::int as size, pg_relation_filepath('${table}') as file`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${table}`);
  return { seen: row.size, onDisk: fs.statSync(path.join(dir, row.file)).size };
}

describe('SizeCachingNodeFS', () => {
  it('keeps a relation’s size what the disk holds as the table grows and shrinks', async () => {
    await db.exec(`create table t (id int primary key, pad text)`);
    const empty = await sizes('t');
    expect(empty.seen).toBe(empty.onDisk);

    // Many pages at once: PostgreSQL extends the file by more than one block.
    for (let round = 1; round <= 3; round++) {
      await db.exec(
        `insert into t select g, repeat('x', 500) from generate_series(${(round - 1) * 5000 + 1}, ${round * 5000}) g`,
      );
      await db.exec('checkpoint');
      const grown = await sizes('t');
      expect(grown.seen, `round ${round}`).toBe(grown.onDisk);
      expect(grown.seen).toBeGreaterThan(round * 5000 * 500);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from t');
      expect(rows[0]?.n).toBe(round * 5000);
    }

    await db.exec('delete from t where id > 1000');
    await db.exec('vacuum full t');
    await db.exec('checkpoint');
    const shrunk = await sizes('t');
    expect(shrunk.seen).toBe(shrunk.onDisk);
    expect(shrunk.seen).toBeLessThan(1000 * 600);

    await db.exec('truncate t');
    await db.exec('checkpoint');
    const cleared = await sizes('t');
    expect(cleared).toEqual({ seen: 0, onDisk: 0 });
    await db.exec(`insert into t values (1, 'после очистки')`);
    const { rows } = await db.query<{ pad: string }>('select pad from t');
    expect(rows).toEqual([{ pad: 'после очистки' }]);
  }, 60_000);
});
