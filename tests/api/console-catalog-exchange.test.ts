import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { products } from '@/server/db/schema/catalog';
import { importExchangeFile } from '@/server/exchange/import';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, signInStaff, type Sessions } from './console-catalog-support';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/commerceml/1c-ut/import0_1.xml');

let api: TestServer;
let s: Sessions;
beforeAll(async () => {
  api = await startTestServer({ products: 0 });
  s = await signInStaff(api);
});
afterAll(() => api.close());

async function importGoods(session: number) {
  const deps = { db: await api.deps.database(), onCatalogChanged: () => undefined };
  const result = await importExchangeFile(
    deps,
    { path: FIXTURE, name: 'import0_1.xml' },
    {
      id: session,
    },
  );
  expect(result.state).toBe('success');
}

describe('console catalogue and the 1C exchange', () => {
  it('the next import keeps what the console owns and restores what 1C owns', async () => {
    await importGoods(1);
    const [good] = await api.db.select().from(products).where(isNotNull(products.externalId));
    if (!good) throw new Error('nothing imported');
    expect(good.source).toBe('1c');

    const loaded = await call<{ version: number }>(
      api,
      s.manager,
      'GET',
      `/api/manager/catalog/products/${good.id}/`,
    );
    const saved = await call(api, s.manager, 'PATCH', `/api/manager/catalog/products/${good.id}/`, {
      version: loaded.body.version,
      seo_title: 'Коврик — купить оптом',
      og_description: 'Для дома',
      pack_qty: 4,
      min_qty: 8,
    });
    expect(saved.status).toBe(200);

    // Something 1C owns drifted (a direct database edit), so the import has a reason to write.
    await api.db.update(products).set({ title: 'Чужое имя' }).where(eq(products.id, good.id));
    await importGoods(2);
    const [after] = await api.db.select().from(products).where(eq(products.id, good.id));
    expect(after).toMatchObject({
      title: good.title,
      seoTitle: 'Коврик — купить оптом',
      ogDescription: 'Для дома',
      packQty: 4,
      minQty: 8,
    });
  });
});
