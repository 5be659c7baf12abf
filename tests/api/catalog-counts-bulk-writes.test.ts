import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import type { ImportPreview, ImportStatus } from '@/lib/api/contract/console-import';
import { categories, products } from '@/server/db/schema/catalog';
import { importExchangeFile } from '@/server/exchange/import';
import { countSuite } from './catalog-counts-helpers';

/**
 * Issue #15: the kept product counts per category stay equal to a real count after the writes
 * that touch many products at once — the spreadsheet import, a full 1C catalogue, one SQL
 * statement, a deletion. The seed and the console: catalog-counts.test.ts.
 */
const { api, s, expectTrueCounts } = countSuite();

describe('kept product counts per category (issue #15)', () => {
  it('follow the spreadsheet import', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Товары');
    sheet.addRow(['Артикул', 'Наименование', 'Цена', 'Остаток', 'Категория']);
    sheet.addRow(['CNT-10', 'Саморез счётный 4,8×35', '0,35', 1000, 'Крепёж для счёта']);
    sheet.addRow(['CNT-11', 'Саморез счётный 4,8×50', '0,40', 10, 'Крепёж для счёта']);
    const form = new FormData();
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    form.append('file', new Blob([new Uint8Array(bytes)]), 'schet.xlsx');
    const auth = { Authorization: `Bearer ${s.manager.access}` };
    const preview = await api.request<ImportPreview>('/api/manager/import/upload/', {
      method: 'POST',
      body: form,
      headers: auth,
    });
    expect(preview.status).toBe(200);
    let status = (
      await api.request<ImportStatus>('/api/manager/import/', {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ upload_id: preview.body.upload_id, mapping: preview.body.mapping }),
      })
    ).body;
    for (let i = 0; i < 100 && status.state === 'running'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      status = (
        await api.request<ImportStatus>(`/api/manager/import/${status.id}/`, { headers: auth })
      ).body;
    }
    expect(status).toMatchObject({ state: 'success', created: 2 });
    const [made] = await api.db.select().from(products).where(eq(products.article, 'CNT-10'));
    const [category] = await api.db
      .select()
      .from(categories)
      .where(eq(categories.id, made?.categoryId ?? 0));
    expect((await expectTrueCounts(category?.fullSlug ?? '')).products.count).toBe(2);
    await expectTrueCounts();
  });

  it('follow a full 1C catalogue that no longer lists the seeded goods (they go off sale)', async () => {
    const database = await api.deps.database();
    await importExchangeFile(
      { db: database, onCatalogChanged: () => undefined },
      {
        path: path.join(import.meta.dirname, '../fixtures/commerceml/moysklad/import.xml'),
        name: 'import.xml',
      },
      { id: 1 },
    );
    const [seeded] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.source} = '1c' and not ${products.isActive}`);
    expect(Number(seeded?.n)).toBeGreaterThan(0);
    await expectTrueCounts();
  });

  it('follow one statement over every product that changes what is counted for some only', async () => {
    // Migration 0016: the versions are paired by value, so only the changed rows move counts.
    await api.db.execute(sql`update products set stock = stock + 1,
      brand = case when id % 3 = 0 then 'Бренд ' || (id % 2) else brand end,
      is_active = case when id % 5 = 0 then not is_active else is_active end,
      attributes = case when id % 4 = 0 then '[]'::jsonb else attributes end`);
    await expectTrueCounts();
  });

  it('follow a deletion of products', async () => {
    await api.db.execute(sql`delete from products where article like 'CNT-%'`);
    await expectTrueCounts();
  });
});
