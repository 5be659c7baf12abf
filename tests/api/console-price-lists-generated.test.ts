import ExcelJS from 'exceljs';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ImportPreview, ImportStatus } from '@/lib/api/contract/console-import';
import { DEMO_MANAGER } from '@/demo/people';
import { products } from '@/server/db/schema/catalog';
import { priceListDocuments } from '@/server/db/schema/content';
import { priceTypes, productPrices } from '@/server/db/schema/exchange';
import { withPriceListRebuild } from '@/server/console-price-lists/freshness';
import { createApp } from '@/server/app';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInByPassword } from './auth-support';
import { managerCalls } from './console-price-lists-helpers';

let api: TestServer;
let manager: string;
beforeAll(async () => {
  api = await startTestServer({ products: 10 });
  manager = (await signInByPassword(api, DEMO_MANAGER.email, DEMO_MANAGER.password)).body.access;
}, 60_000);
afterAll(() => api.close());

const { auth, json, list } = managerCalls(() => ({ api, manager }));

async function openXlsx(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** A product's base price, and the generated list of the base price type. */
async function basePrice() {
  const [base] = await api.db.select().from(priceTypes).where(eq(priceTypes.isBase, true));
  const [row] = await api.db
    .select()
    .from(productPrices)
    .where(eq(productPrices.priceTypeId, base?.id ?? 0))
    .limit(1);
  const [product] = await api.db
    .select()
    .from(products)
    .where(eq(products.id, row?.productId ?? 0));
  const doc = (await list()).body.results.find((d) => d.price_type_id === base?.id);
  if (!row || !product || !doc) throw new Error('no base price');
  return { row, product, doc };
}

/** What the 1C offers import writes for one price. */
const setPrice = (row: { productId: number; priceTypeId: number }, price: string) =>
  api.db
    .update(productPrices)
    .set({ price })
    .where(
      and(
        eq(productPrices.productId, row.productId),
        eq(productPrices.priceTypeId, row.priceTypeId),
      ),
    );

describe('generated price lists', () => {
  it('one XLSX per price type with that type’s prices, listed publicly with its size', async () => {
    const types = await api.db.select().from(priceTypes);
    expect(types.length).toBeGreaterThan(1);
    const docs = (await list()).body.results.filter((d) => d.price_type_id !== null);
    expect(docs.map((d) => d.price_type_id).sort()).toEqual(types.map((t) => t.id).sort());
    const publicList = await api.request<{ id: number; type: string; size: number }[]>(
      '/api/price_list/documents/',
    );
    for (const doc of docs) {
      const shown = publicList.body.find((d) => d.id === doc.id);
      expect(shown).toMatchObject({ type: 'XLSX', size: Math.ceil(doc.size_bytes / 1024) });
    }
    const wholesale = types.find((t) => !t.isBase) ?? types[0];
    const doc = docs.find((d) => d.price_type_id === wholesale?.id);
    const [price] = await api.db
      .select({ article: products.article, price: productPrices.price })
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(and(eq(productPrices.priceTypeId, wholesale?.id ?? 0), isNotNull(productPrices.price)))
      .limit(1);
    if (!doc || !price) throw new Error('no wholesale list or price');
    const sheet = await openXlsx(await (await fetch(api.origin + doc.file)).arrayBuffer());
    expect(sheet.getCell('A2').text).toContain(wholesale?.name ?? '');
    expect(sheet.getRow(4).values).toContain('Артикул');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(sheet.getColumn(2).width).toBe(60);
    const rows = sheet.getRows(5, sheet.rowCount - 4) ?? [];
    const line = rows.find((r) => r.getCell(1).value === price.article);
    expect(line?.getCell(4).value).toBe(Number(price.price));
  });

  it('is rebuilt after a price changes (in the background, and never served stale)', async () => {
    const [product] = await api.db.select().from(products).limit(1);
    const [base] = await api.db.select().from(priceTypes).where(eq(priceTypes.isBase, true));
    if (!product || !base) throw new Error('no product');
    const doc = (await list()).body.results.find((d) => d.price_type_id === base.id);
    if (!doc) throw new Error('no base list');
    const csv = `Артикул;Наименование;Цена\r\n${product.article};${product.title};777,77\r\n`;
    const form = new FormData();
    form.append('file', new Blob([csv]), 'price.csv');
    const preview = await api.request<ImportPreview>('/api/manager/import/upload/', {
      method: 'POST',
      body: form,
      headers: auth(),
    });
    let status = (
      await api.request<ImportStatus>(
        '/api/manager/import/',
        json('POST', { upload_id: preview.body.upload_id, mapping: preview.body.mapping }),
      )
    ).body;
    while (status.state === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      status = (
        await api.request<ImportStatus>(`/api/manager/import/${status.id}/`, { headers: auth() })
      ).body;
    }
    expect(status.state).toBe('success');
    // Downloaded at once: built on demand rather than served as it was.
    const sheet = await openXlsx(await (await fetch(api.origin + doc.file)).arrayBuffer());
    const line = (sheet.getRows(5, sheet.rowCount - 4) ?? []).find(
      (r) => r.getCell(1).value === product.article,
    );
    expect(line?.getCell(4).value).toBe(777.77);
    // And the background rebuild follows a change without anyone asking.
    const [stored] = await api.db
      .select({ updatedAt: priceListDocuments.updatedAt })
      .from(priceListDocuments)
      .where(eq(priceListDocuments.id, doc.id));
    const again = `Артикул;Наименование;Цена\r\n${product.article};${product.title};888\r\n`;
    const form2 = new FormData();
    form2.append('file', new Blob([again]), 'price.csv');
    const preview2 = await api.request<ImportPreview>('/api/manager/import/upload/', {
      method: 'POST',
      body: form2,
      headers: auth(),
    });
    await api.request(
      '/api/manager/import/',
      json('POST', { upload_id: preview2.body.upload_id, mapping: preview2.body.mapping }),
    );
    await expect
      .poll(
        async () =>
          (
            await api.db
              .select({ updatedAt: priceListDocuments.updatedAt })
              .from(priceListDocuments)
              .where(eq(priceListDocuments.id, doc.id))
          )[0]?.updatedAt.getTime(),
        { timeout: 8000, interval: 200 },
      )
      .toBeGreaterThan(stored?.updatedAt.getTime() ?? 0);
  });

  it('follows the hook the 1C import calls (deps.onCatalogChanged), and passes it on', async () => {
    const seen: string[][] = [];
    const wrapped = withPriceListRebuild({
      ...api.deps,
      onCatalogChanged: (t) => void seen.push(t),
    });
    const { row, product, doc } = await basePrice();
    // What the 1C offers import writes, then the call it makes when the file is done.
    await setPrice(row, '4321.00');
    await wrapped.onCatalogChanged?.(['catalog']);
    expect(seen).toEqual([['catalog']]);
    const sheet = await openXlsx(await (await fetch(api.origin + doc.file)).arrayBuffer());
    const line = (sheet.getRows(5, sheet.rowCount - 4) ?? []).find(
      (r) => r.getCell(1).value === product.article,
    );
    expect(line?.getCell(4).value).toBe(4321);
  });

  it('another instance, which did not see the change, serves the new price (issue #15)', async () => {
    // Instance B: the same database, a process state of its own (its own opener).
    const b = createApp({ ...api.deps, database: () => api.deps.database() });
    const onB = (path: string) => b.fetch(new Request(api.origin + path));
    const { row, product, doc } = await basePrice();
    const priceOnB = async () => {
      const sheet = await openXlsx(await (await onB(doc.file)).arrayBuffer());
      return (sheet.getRows(5, sheet.rowCount - 4) ?? [])
        .find((r) => r.getCell(1).value === product.article)
        ?.getCell(4).value;
    };
    await priceOnB(); // B has served the list once: as far as B knows, it is current.

    await setPrice(row, '2468.00');
    // Instance A sees the change; B downloads before A's rebuild (a second later) is due.
    await withPriceListRebuild(api.deps).onCatalogChanged?.(['catalog']);
    expect(await priceOnB()).toBe(2468);
  });
});
