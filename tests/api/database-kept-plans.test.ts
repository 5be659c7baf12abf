import { PGlite } from '@electric-sql/pglite';
import { FRESH_PLAN, KeptPlansPGlite } from '@/server/db/pglite-kept-plans';

/**
 * The embedded database keeps its statements prepared (server/db/pglite-kept-plans.ts): each
 * text is parsed once and then only bound and run, and what comes back must be what PGlite's
 * own `query` returns, for every kind of value, error and schema change.
 */
let kept: KeptPlansPGlite;
let plain: PGlite;

const SCHEMA = `create table t (
  id int primary key, big bigint, price numeric(12, 2), title text, on_sale boolean,
  data jsonb, meta json, at timestamptz, day date, tags text[], sizes int[]
)`;
const ROWS = `insert into t values
  (1, 9007199254740993, 12.50, 'Кирпич', true, '{"a": [1, 2]}', '{"b": "в"}',
   '2026-11-29T10:00:00Z', '2026-11-29', '{красный,"с пробелом"}', '{250,120,65}'),
  (2, null, null, null, null, null, null, null, null, null, null)`;

beforeAll(async () => {
  kept = new KeptPlansPGlite();
  plain = new PGlite();
  await Promise.all([kept.waitReady, plain.waitReady]);
  for (const db of [kept, plain]) await db.exec(`${SCHEMA}; ${ROWS}`);
}, 60_000);
afterAll(async () => {
  await Promise.all([kept.close(), plain.close()]);
});

/** How many times the database holds this text prepared. */
async function prepared(text: string): Promise<number> {
  const { rows } = await kept.query<{ n: number }>(
    'select count(*)::int as n from pg_prepared_statements where statement = $1',
    [text],
  );
  return rows[0]?.n ?? -1;
}

describe('KeptPlansPGlite', () => {
  it('answers as PGlite does, for every kind of value and parameter', async () => {
    const cases: [string, unknown[]][] = [
      ['select * from t order by id', []],
      ['select * from t where id = $1', [1]],
      ['select id from t where title = $1 and on_sale = $2', ['Кирпич', true]],
      [
        'select $1::jsonb as j, $2::text[] as a, $3::timestamptz as at',
        [{ x: 'ы' }, ['a', 'b'], new Date(0)],
      ],
      ['select $1::int as n, $2::text as s', [null, undefined]],
      ['select * from t where id = any($1::int[])', [[1, 2]]],
      ['select id, price * $1 as total from t where price is not null', ['2.5']],
    ];
    for (const [text, params] of cases) {
      const [mine, theirs] = await Promise.all([
        kept.query(text, params),
        plain.query(text, params),
      ]);
      expect(mine.rows, text).toEqual(theirs.rows);
      expect(mine.fields, text).toEqual(theirs.fields);
      expect(mine.affectedRows, text).toEqual(theirs.affectedRows);
    }
    const rowMode = await kept.query('select id, title from t order by id', [], {
      rowMode: 'array',
    });
    expect(rowMode.rows).toEqual([
      [1, 'Кирпич'],
      [2, null],
    ]);
  });

  it('prepares a text once and runs it with new values', async () => {
    const text = 'select title from t where id = $1';
    for (const id of [1, 2, 1, 3, 1, 2, 1]) {
      const { rows } = await kept.query<{ title: string | null }>(text, [id]);
      expect(rows).toEqual(id === 1 ? [{ title: 'Кирпич' }] : id === 2 ? [{ title: null }] : []);
    }
    expect(await prepared(text)).toBe(1);
  });

  it('plans a statement marked for fresh plans anew, without keeping it', async () => {
    const text = `${FRESH_PLAN} select title from t where id = $1`;
    for (const id of [1, 2, 1]) {
      const { rows } = await kept.query<{ title: string | null }>(text, [id]);
      expect(rows).toEqual([{ title: id === 1 ? 'Кирпич' : null }]);
    }
    expect(await prepared(text)).toBe(0);
  });

  it('reports a database error with its code, and the next statement runs', async () => {
    const insert = 'insert into t (id, title) values ($1, $2)';
    await expect(kept.query(insert, [1, 'дубль'])).rejects.toMatchObject({ code: '23505' });
    await expect(kept.query('select * from nowhere')).rejects.toMatchObject({ code: '42P01' });
    await kept.query(insert, [3, 'Блок']);
    const { rows, affectedRows } = await kept.query('delete from t where id = $1', [3]);
    expect(rows).toEqual([]);
    expect(affectedRows).toBe(1);
  });

  it('runs a kept text again after a migration changed its columns or it was deallocated', async () => {
    await kept.exec('create table m (id int)');
    await kept.query('insert into m values ($1)', [1]);
    const text = 'select * from m';
    expect((await kept.query(text)).rows).toEqual([{ id: 1 }]);
    await kept.exec("alter table m add column note text default 'новое'");
    expect((await kept.query(text)).rows).toEqual([{ id: 1, note: 'новое' }]);
    // The outdated statement is closed, not left beside its new one.
    expect(await prepared(text)).toBe(1);
    await kept.exec('deallocate all');
    expect((await kept.query(text)).rows).toEqual([{ id: 1, note: 'новое' }]);
    expect(await prepared(text)).toBe(1);
  });

  it('closes the least recently used statements past its limit', async () => {
    for (let i = 0; i < 300; i++) {
      const { rows } = await kept.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    // A text that does not parse, at the limit: the statement it pushed out is closed all the same.
    await expect(kept.query('selec $1::int', [1])).rejects.toMatchObject({ code: '42601' });
    expect((await kept.query<{ n: number }>('select $1::int * 2 as n', [4])).rows).toEqual([
      { n: 8 },
    ]);
    const { rows } = await kept.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(rows[0]?.n).toBeLessThanOrEqual(256);
    expect(rows[0]?.n).toBeGreaterThan(200);
  });

  it('keeps a transaction’s statements its own', async () => {
    await expect(
      kept.transaction(async (tx) => {
        await tx.query('insert into t (id, title) values ($1, $2)', [4, 'Откатится']);
        throw new Error('откат');
      }),
    ).rejects.toThrow('откат');
    expect((await kept.query('select id from t where id = $1', [4])).rows).toEqual([]);
  });
});
