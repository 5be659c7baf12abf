import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { DEMO_BUYER, DEMO_MANAGER } from '@/demo/people';
import { renderPdf } from '@/server/invoices/pdf-maker';
import { auditLog } from '@/server/db/schema/content';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInByPassword } from './auth-support';
import { managerCalls, type Answer } from './console-price-lists-helpers';

let api: TestServer;
let manager: string;
let buyer: string;
beforeAll(async () => {
  api = await startTestServer({ products: 10 });
  manager = (await signInByPassword(api, DEMO_MANAGER.email, DEMO_MANAGER.password)).body.access;
  buyer = (await signInByPassword(api, DEMO_BUYER.email, DEMO_BUYER.password)).body.access;
}, 60_000);
afterAll(() => api.close());

const { auth, json, list } = managerCalls(() => ({ api, manager }));

function upload(bytes: Buffer, name: string, title?: string, token = manager) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  if (title) form.append('title', title);
  return api.request<Answer>('/api/manager/price-lists/', {
    method: 'POST',
    body: form,
    headers: token ? auth(token) : {},
  });
}

async function realXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Цены').addRow(['Артикул', 'Цена']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.objectType, 'price_list'),
        eq(auditLog.objectId, String(id)),
      ),
    );

describe('uploaded price lists', () => {
  it('takes a real PDF and a real XLSX, renames, reorders and deletes them, with audit', async () => {
    const pdf = await renderPdf({ content: ['Прайс-лист на кровлю'] });
    const madePdf = await upload(pdf, 'кровля.pdf', 'Кровля');
    expect(madePdf.status).toBe(201);
    expect(madePdf.body).toMatchObject({ title: 'Кровля', type: 'PDF', size_bytes: pdf.length });
    const madeXlsx = await upload(await realXlsx(), 'цены.xlsx');
    expect(madeXlsx.status).toBe(201);
    expect(madeXlsx.body).toMatchObject({ title: 'цены', type: 'XLSX', price_type_id: null });
    const [uploadAudit] = await auditOf('upload', madePdf.body.id);
    expect(uploadAudit?.userEmail).toBe(DEMO_MANAGER.email);
    expect(uploadAudit?.after).toMatchObject({ title: 'Кровля', type: 'PDF' });

    const file = await fetch(api.origin + madePdf.body.file);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    const renamed = await api.request<Answer>(
      `/api/manager/price-lists/${madePdf.body.id}/`,
      json('PATCH', { title: 'Кровля и водосток' }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Кровля и водосток');
    const [renameAudit] = await auditOf('update', madePdf.body.id);
    expect(renameAudit?.before).toEqual({ title: 'Кровля' });
    expect(renameAudit?.after).toEqual({ title: 'Кровля и водосток' });
    const empty = await api.request<Answer>(
      `/api/manager/price-lists/${madePdf.body.id}/`,
      json('PATCH', { title: '  ' }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.title?.[0]).toBe('Введите название');

    const ids = (await list()).body.results.map((d) => d.id);
    const reversed = [...ids].reverse();
    const ordered = await api.request<Answer>(
      '/api/manager/price-lists/order/',
      json('POST', { ids: reversed }),
    );
    expect(ordered.status).toBe(200);
    expect(ordered.body.results.map((d) => d.id)).toEqual(reversed);
    const publicOrder = await api.request<{ id: number }[]>('/api/price_list/documents/');
    expect(publicOrder.body.map((d) => d.id)).toEqual(reversed);
    const twice = await api.request<Answer>(
      '/api/manager/price-lists/order/',
      json('POST', { ids: [ids[0], ids[0]] }),
    );
    expect(twice.status).toBe(400);

    const deleted = await api.request(
      `/api/manager/price-lists/${madePdf.body.id}/`,
      json('DELETE', undefined),
    );
    expect(deleted.status).toBe(200);
    expect((await list()).body.results.some((d) => d.id === madePdf.body.id)).toBe(false);
    const [deleteAudit] = await auditOf('delete', madePdf.body.id);
    expect(deleteAudit?.before).toMatchObject({ title: 'Кровля и водосток' });
    expect(deleteAudit?.after).toBeNull();
  });

  it('refuses a file that is not what it says, or too big, and writes nothing', async () => {
    const before = (await list()).body.results.length;
    const fakePdf = await upload(Buffer.from('just text, named pdf'), 'fake.pdf');
    expect(fakePdf.status).toBe(400);
    expect(fakePdf.body.file?.[0]).toMatch(/PDF или XLSX/);
    // A zip that is not a workbook (a .docx-like archive) is no XLSX.
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]);
    expect((await upload(zip, 'fake.xlsx')).status).toBe(400);
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const tooBig = await upload(huge, 'big.pdf');
    expect(tooBig.status).toBe(413);
    expect(String(tooBig.body.detail)).toMatch(/больше 10 МБ/);
    const noFile = await api.request<Answer>('/api/manager/price-lists/', {
      method: 'POST',
      body: new FormData(),
      headers: auth(),
    });
    expect(noFile.status).toBe(400);
    const asJson = await api.request('/api/manager/price-lists/', json('POST', { title: 'x' }));
    expect(asJson.status).toBe(415);
    expect((await list()).body.results.length).toBe(before);
  });

  it('cannot delete a generated list', async () => {
    const generated = (await list()).body.results.find((d) => d.price_type_id !== null);
    if (!generated) throw new Error('no generated list');
    const res = await api.request<Answer>(
      `/api/manager/price-lists/${generated.id}/`,
      json('DELETE', undefined),
    );
    expect(res.status).toBe(400);
  });

  it('is for managers only: buyer 403, guest 401', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/manager/price-lists/', undefined],
      ['PATCH', '/api/manager/price-lists/1/', { title: 'x' }],
      ['DELETE', '/api/manager/price-lists/1/', undefined],
      ['POST', '/api/manager/price-lists/order/', { ids: [1] }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api.request(path, json(method, body, buyer))).status).toBe(403);
      expect(
        (await api.request(path, { method, headers: { 'Content-Type': 'application/json' } }))
          .status,
      ).toBe(401);
    }
    expect((await upload(await realXlsx(), 'a.xlsx', undefined, buyer)).status).toBe(403);
    expect((await upload(await realXlsx(), 'a.xlsx', undefined, '')).status).toBe(401);
  });
});
