import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { and, eq, sql } from 'drizzle-orm';
import type { ImportPreview, ImportStatus } from '@/lib/api/contract/console-import';
import { DEMO_BUYER, DEMO_MANAGER } from '@/demo/people';
import { categories, products } from '@/server/db/schema/catalog';
import { auditLog } from '@/server/db/schema/content';
import {
  exchangeSessions,
  importUploads,
  productPrices,
  priceTypes,
} from '@/server/db/schema/exchange';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInByPassword } from './auth-support';

let api: TestServer;
let manager: string;
let buyer: string;
const changed: string[][] = [];
beforeAll(async () => {
  api = await startTestServer({
    products: 10,
    deps: { onCatalogChanged: (tags: string[]) => void changed.push(tags) },
  });
  manager = (await signInByPassword(api, DEMO_MANAGER.email, DEMO_MANAGER.password)).body.access;
  buyer = (await signInByPassword(api, DEMO_BUYER.email, DEMO_BUYER.password)).body.access;
}, 60_000);
afterAll(() => api.close());

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Товары');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(bytes: Buffer, name: string, token = manager) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return api.request<ImportPreview & Record<string, string[]>>('/api/manager/import/upload/', {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

const json = (method: string, body: unknown, token = manager): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

async function runToEnd(preview: ImportPreview, extra: Record<string, unknown> = {}) {
  const started = await api.request<ImportStatus>(
    '/api/manager/import/',
    json('POST', { upload_id: preview.upload_id, mapping: preview.mapping, ...extra }),
  );
  expect(started.status).toBe(202);
  let status = started.body;
  for (let i = 0; i < 100 && status.state === 'running'; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    status = (
      await api.request<ImportStatus>(`/api/manager/import/${status.id}/`, {
        headers: { Authorization: `Bearer ${manager}` },
      })
    ).body;
  }
  return status;
}

const productBy = async (article: string) =>
  (await api.db.select().from(products).where(eq(products.article, article)))[0];

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

  it('refuses what is not a spreadsheet, an unknown upload and a bad mapping', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.4\n\u0000\u0001binary'), 'a.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.file?.[0]).toMatch(/Это не таблица/);
    const headerOnly = await upload(Buffer.from('Артикул;Наименование\r\n'), 'a.csv');
    expect(headerOnly.status).toBe(400);
    const gone = await api.request<Record<string, string[]>>(
      '/api/manager/import/',
      json('POST', {
        upload_id: '00000000-0000-4000-8000-000000000000',
        mapping: { article: 0, title: 1 },
      }),
    );
    expect(gone.status).toBe(400);
    expect(gone.body.upload_id?.[0]).toMatch(/загрузите его снова/);
    const bad = await api.request<Record<string, string[]>>(
      '/api/manager/import/',
      json('POST', { upload_id: 'x', mapping: { article: -1 } }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['mapping.article', 'upload_id']);
  });

  it('keeps the upload in the database (any instance may take the import), half an hour, five a manager', async () => {
    const file = Buffer.from('Артикул;Наименование\r\nIMP-30;Уголок\r\n');
    const previews: ImportPreview[] = [];
    for (let i = 0; i < 6; i += 1) previews.push((await upload(file, `u${i}.csv`)).body);
    const kept = await api.db
      .select({ id: importUploads.id, fileName: importUploads.fileName })
      .from(importUploads);
    // The oldest of six went; the sheet is stored, not only its name.
    expect(kept.map((k) => k.fileName).sort()).toEqual([
      'u1.csv',
      'u2.csv',
      'u3.csv',
      'u4.csv',
      'u5.csv',
    ]);
    const [stored] = await api.db
      .select({ sheet: importUploads.sheet })
      .from(importUploads)
      .where(eq(importUploads.id, previews[5]?.upload_id ?? ''));
    expect(stored?.sheet).toMatchObject({ headers: ['Артикул', 'Наименование'] });

    const start = (preview: ImportPreview | undefined) =>
      api.request<Record<string, string[]>>(
        '/api/manager/import/',
        json('POST', { upload_id: preview?.upload_id, mapping: preview?.mapping }),
      );
    expect((await start(previews[0])).status).toBe(400);
    // Past its half hour, by the database's clock: gone.
    await api.db
      .update(importUploads)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(importUploads.id, previews[1]?.upload_id ?? ''));
    const expired = await start(previews[1]);
    expect(expired.status).toBe(400);
    expect(expired.body.upload_id?.[0]).toMatch(/загрузите его снова/);
    // Gone from the database, gone for the shop: no copy waits in this process.
    await api.db.delete(importUploads).where(eq(importUploads.id, previews[2]?.upload_id ?? ''));
    expect((await start(previews[2])).status).toBe(400);
    expect((await runToEnd(previews[5] as ImportPreview)).state).toBe('success');
    expect((await productBy('IMP-30'))?.title).toBe('Уголок');
  });

  it('is for managers only: buyer 403, guest 401', async () => {
    const file = Buffer.from('Артикул;Наименование\r\nA;B\r\n');
    expect((await upload(file, 'a.csv', buyer)).status).toBe(403);
    expect((await upload(file, 'a.csv', '')).status).toBe(401);
    const calls: [string, RequestInit][] = [
      ['/api/manager/import/', { method: 'GET' }],
      ['/api/manager/import/1/', { method: 'GET' }],
      ['/api/manager/import/', json('POST', {}, buyer)],
    ];
    for (const [path, init] of calls) {
      const asBuyer = await api.request(path, {
        ...init,
        headers: { ...(init.headers as object), Authorization: `Bearer ${buyer}` },
      });
      expect(asBuyer.status).toBe(403);
      expect((await api.request(path, { method: init.method })).status).toBe(401);
    }
  });
});
