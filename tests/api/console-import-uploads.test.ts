import { eq, sql } from 'drizzle-orm';
import type { ImportPreview } from '@/lib/api/contract/console-import';
import { DEMO_BUYER } from '@/demo/people';
import { importUploads } from '@/server/db/schema/exchange';
import type { TestServer } from '../support/test-server';
import { signInByPassword } from './auth-support';
import { importCalls, startImportServer } from './console-import-helpers';

let api: TestServer;
let manager: string;
let buyer: string;
beforeAll(async () => {
  ({ api, manager } = await startImportServer());
  buyer = (await signInByPassword(api, DEMO_BUYER.email, DEMO_BUYER.password)).body.access;
}, 60_000);
afterAll(() => api.close());

const { upload, json, runToEnd, productBy } = importCalls(() => ({ api, manager }));

describe('spreadsheet import', () => {
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
