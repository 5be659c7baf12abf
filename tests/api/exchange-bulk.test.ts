import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { generateExchangeFiles } from '@/bench/exchange-generate';
import { products } from '@/server/db/schema/catalog';
import { importExchangeFile } from '@/server/exchange/import';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// Issue #12, the importer's batches: goods and offers are written 1,000 per statement with the
// search triggers off, and the importer writes the search columns and dictionary itself.

const FIXTURES = path.join(import.meta.dirname, '../fixtures/commerceml');
let test: TestDatabase;
let dir: string;
const db = () => test.database.db;
const deps = () => ({ db: test.database, onCatalogChanged: () => undefined });
const run = (file: string, name = path.basename(file)) =>
  importExchangeFile(deps(), { path: file, name }, { id: 1 });

/** The search columns of every product and the whole dictionary. */
async function searchState() {
  const result: unknown = await db().execute(sql`
    select (select json_agg(json_build_object('id', id, 't', title_vector::text,
              'h', head_vector::text, 's', search_vector::text, 'a', article_key) order by id)
            from products) as products,
           (select json_agg(json_build_object('w', word, 's', stem, 'f', freq) order by word)
            from search_words) as words`);
  return JSON.stringify((result as { rows: unknown[] }).rows[0]);
}

/** What the triggers' own full rebuild makes of the same rows must be what the import left. */
async function expectSameAsRebuild() {
  const imported = await searchState();
  await db().execute(sql`select vitrina_search_rebuild()`);
  expect(await searchState()).toBe(imported);
}

beforeAll(async () => {
  test = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'vitrina-bulk-'));
});
afterAll(async () => {
  await test.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('a catalogue of 1,500 goods (two batches)', () => {
  it('lands every good and offer; search columns and dictionary equal a full rebuild', async () => {
    const files = await generateExchangeFiles(dir, 1500);
    const goods = await run(files.importPath);
    const offers = await run(files.offersPath);
    expect(goods.stats).toMatchObject({ productsCreated: 1500, productsUpdated: 0 });
    expect(offers.stats).toMatchObject({ offersUpdated: 1500, offersSkipped: 0 });
    const [last] = await db()
      .select()
      .from(products)
      .where(eq(products.externalId, '00000005-0000-4000-8000-0000000005db'));
    expect(last).toMatchObject({ article: 'BN-1499', price: '692.74', stock: 20 });
    expect(last?.searchVector).toBeTruthy();
    await expectSameAsRebuild();
  }, 180_000);

  it('a re-import changes nothing; a renamed edition moves the dictionary like the triggers', async () => {
    const files = await generateExchangeFiles(dir, 1500);
    const again = await run(files.importPath);
    expect(again.stats).toMatchObject({ productsCreated: 0, productsUpdated: 0 });
    expect(again.stats.productsUnchanged).toBe(1500);
    const renamed = await generateExchangeFiles(dir, 1500, ' ревизия');
    const edition = await run(renamed.importPath);
    expect(edition.stats.productsUpdated).toBe(1500);
    const hits: unknown = await db().execute(
      sql`select count(*)::int as n from products where title_vector @@ to_tsquery('russian', 'ревизия')`,
    );
    expect((hits as { rows: { n: number }[] }).rows[0]?.n).toBe(1500);
    await expectSameAsRebuild();
  }, 180_000);

  it('one statement outside the importer over every good, retitling a third: the triggers keep up', async () => {
    // The triggers pair each row's old and new versions (migration 0016): the rows whose
    // words changed move the dictionary, the restocked rest does not.
    const count = async (where: string) => {
      const result: unknown = await db().execute(
        sql.raw(`select count(*)::int as n from products where ${where}`),
      );
      return (result as { rows: { n: number }[] }).rows[0]?.n;
    };
    const third = await count('id % 3 = 0');
    expect(third).toBeGreaterThan(400);
    await db().execute(sql`update products set stock = stock + 1,
      title = case when id % 3 = 0 then title || ' уценка' else title end`);
    expect(await count(`title_vector @@ to_tsquery('russian', 'уценка')`)).toBe(third);
    await expectSameAsRebuild();
  }, 180_000);
});

describe('ЗначенияРеквизитов and a repeated Артикул', () => {
  it('reads the full name and weight, skips services and works, keeps both goods of one article', async () => {
    const result = await run(path.join(FIXTURES, 'generated/import-requisites.xml'));
    expect(result.stats).toMatchObject({ productsCreated: 2, servicesSkipped: 2 });
    const rows = await db()
      .select()
      .from(products)
      .where(sql`${products.externalId} like 'req-%'`)
      .orderBy(asc(products.externalId));
    expect(rows.map((r) => r.externalId)).toEqual(['req-1', 'req-2']);
    const [first, second] = rows;
    expect(first?.description).toBe('Дюбель распорный нейлоновый 8×40 мм, упаковка 100 шт.');
    expect(first?.attributes).toContainEqual({ name: 'Вес, кг', value: '0,35' });
    expect(first?.article).toBe('DB-8');
    expect(second?.description).toBe('Дюбель с шурупом в комплекте.');
    expect(second?.article).toBe('DB-8-req2');
    const again = await run(path.join(FIXTURES, 'generated/import-requisites.xml'));
    expect(again.stats).toMatchObject({ productsUnchanged: 2, productsUpdated: 0 });
    await expectSameAsRebuild();
  });
});
