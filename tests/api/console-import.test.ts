import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { and, eq } from 'drizzle-orm';
import { DEMO_MANAGER } from '@/demo/people';
import { categories, products } from '@/server/db/schema/catalog';
import { auditLog } from '@/server/db/schema/content';
import { exchangeSessions, productPrices, priceTypes } from '@/server/db/schema/exchange';
import type { TestServer } from '../support/test-server';
import { importCalls, startImportServer } from './console-import-helpers';

let api: TestServer;
let manager: string;
const changed: string[][] = [];
beforeAll(async () => {
  ({ api, manager } = await startImportServer(changed));
}, 60_000);
afterAll(() => api.close());

const { upload, json, runToEnd, productBy } = importCalls(() => ({ api, manager }));

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Товары');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('spreadsheet import', () => {
  it('guesses the mapping from Russian headers and previews the first rows', async () => {
    const file = await xlsx([
      [
        'Артикул',
        'Наименование',
        'Цена, BYN',
        'Остаток',
        'Ед. изм.',
        'Категория',
        'Описание',
        'Производитель',
      ],
      ['IMP-1', 'Профнастил С8', '12,50', 40, 'м2', 'Импорт: кровля', 'Оцинкованный', 'Завод'],
      ['IMP-2', 'Профнастил С20', 15, 0, 'м2', 'Импорт: кровля', '', ''],
    ]);
    const res = await upload(file, 'товары.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.headers[0]).toBe('Артикул');
    expect(res.body.total_rows).toBe(2);
    expect(res.body.rows[0]?.cells.slice(0, 2)).toEqual(['IMP-1', 'Профнастил С8']);
    expect(res.body.rows[0]?.row).toBe(2);
    expect(res.body.mapping).toEqual({
      article: 0,
      title: 1,
      price: 2,
      stock: 3,
      unit: 4,
      category: 5,
      description: 6,
      brand: 7,
      barcode: null,
    });
  });

  it('creates new goods in a category made by name, with base price and stock, and logs it', async () => {
    const file = await xlsx([
      ['Артикул', 'Наименование', 'Цена', 'Остаток', 'Категория'],
      ['IMP-10', 'Саморез кровельный 4,8×35', '0,35', 1000, 'Крепёж из таблицы'],
      ['IMP-11', 'Саморез кровельный 4,8×50', 'дорого', 10, 'Крепёж из таблицы'],
      ['', 'Без артикула', 1, 1, ''],
      ['IMP-10', 'Повтор', 1, 1, ''],
      ['IMP-12', 'Саморез <script>alert(1)</script>', '1 200,00', '-5', ''],
    ]);
    const preview = (await upload(file, 'crepezh.xlsx')).body;
    changed.length = 0;
    const done = await runToEnd(preview);
    expect(done.state).toBe('success');
    expect(done.created).toBe(1);
    expect(done.errors).toEqual([
      { row: 3, message: 'цена «дорого» — не число' },
      { row: 4, message: 'не указан артикул' },
      { row: 5, message: 'артикул «IMP-10» уже был в строке 2' },
      { row: 6, message: 'остаток «-5» — не целое неотрицательное число' },
    ]);
    const made = await productBy('IMP-10');
    expect(made?.title).toBe('Саморез кровельный 4,8×35');
    expect(made?.price).toBe('0.35');
    expect(made?.stock).toBe(1000);
    expect(made?.source).toBe('shop');
    expect(made?.externalId).toBeNull();
    const [category] = await api.db
      .select()
      .from(categories)
      .where(eq(categories.id, made?.categoryId ?? 0));
    expect(category?.title).toBe('Крепёж из таблицы');
    const [base] = await api.db.select().from(priceTypes).where(eq(priceTypes.isBase, true));
    const [price] = await api.db
      .select()
      .from(productPrices)
      .where(
        and(
          eq(productPrices.productId, made?.id ?? 0),
          eq(productPrices.priceTypeId, base?.id ?? 0),
        ),
      );
    expect(price?.price).toBe('0.35');
    expect(await productBy('IMP-11')).toBeUndefined();
    // The same log as the 1C exchange: a catalogue session with the file and its counts.
    const [session] = await api.db
      .select()
      .from(exchangeSessions)
      .where(eq(exchangeSessions.id, done.id));
    expect(session?.kind).toBe('catalog');
    expect(session?.status).toBe('success');
    const log = await api.request<{
      results: {
        id: number;
        files: { name: string }[];
        stats: { added: number; updated: number };
      }[];
    }>('/api/manager/exchange/', { headers: { Authorization: `Bearer ${manager}` } });
    const entry = log.body.results.find((r) => r.id === done.id);
    expect(entry?.files[0]?.name).toBe('crepezh.xlsx');
    expect(entry?.stats.added).toBe(1);
    expect(entry?.stats.updated).toBe(0);
    expect(changed).toContainEqual(['catalog']);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.objectId, String(done.id))));
    expect(audit?.userEmail).toBe(DEMO_MANAGER.email);
    expect(audit?.after).toMatchObject({ created: 1, rows_refused: 4 });
  });

  it('updates an existing product by article and keeps what the file does not give', async () => {
    const [before] = await api.db.select().from(products).limit(1);
    if (!before) throw new Error('no seeded product');
    const csv = `\uFEFFАртикул;Цена;Остаток\r\n${before.article};"1 234,50";7\r\n`;
    const preview = (await upload(Buffer.from(csv, 'utf8'), 'prices.csv')).body;
    expect(preview.mapping.article).toBe(0);
    expect(preview.mapping.title).toBeNull();
    // No name column: refused before anything is written.
    const refused = await api.request<{ mapping: string[] }>(
      '/api/manager/import/',
      json('POST', { upload_id: preview.upload_id, mapping: preview.mapping }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.mapping[0]).toMatch(/артикулом и наименованием/);
    const csv2 = `Артикул;Наименование;Цена;Остаток\r\n${before.article};;"1 234,50";7\r\n`;
    const preview2 = (await upload(Buffer.from(csv2, 'utf8'), 'prices.csv')).body;
    const done = await runToEnd(preview2);
    expect(done.state).toBe('success');
    expect(done.updated).toBe(1);
    const after = await productBy(before.article);
    expect(after?.id).toBe(before.id);
    expect(after?.title).toBe(before.title);
    expect(after?.description).toBe(before.description);
    expect(after?.price).toBe('1234.50');
    expect(after?.stock).toBe(7);
    expect(after?.categoryId).toBe(before.categoryId);
    expect(after?.version).toBe(before.version + 1);
    expect(after?.externalId).toBe(before.externalId);
  });

  it('reads a Windows-1251 CSV with commas', async () => {
    const text = 'Артикул,Наименование,Цена\r\nIMP-20,Гвоздь строительный,"2,10"\r\n';
    const preview = (await upload(iconv.encode(text, 'win1251'), 'win.csv')).body;
    expect(preview.headers).toEqual(['Артикул', 'Наименование', 'Цена']);
    const done = await runToEnd(preview, { default_category: 'Гвозди из таблицы' });
    expect(done.state).toBe('success');
    const made = await productBy('IMP-20');
    expect(made?.title).toBe('Гвоздь строительный');
    expect(made?.price).toBe('2.10');
  });
});
