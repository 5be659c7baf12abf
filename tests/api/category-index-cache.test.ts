import { sql } from 'drizzle-orm';
import type { Category } from '@/lib/api/contract/catalog';
import { rawRows } from '@/server/search/raw-rows';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue #16: an instance keeps the category index between requests and reloads it when the
 * table's generation moves (migration 0019). Changes made behind the shop's back — by another
 * instance, the 1C exchange or plain SQL — must show on the next request.
 */
let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 60 });
}, 120_000);
afterAll(() => api.close());

const catalogue = async () => {
  const res = await api.request<Category>('/api/category/');
  expect(res.status).toBe(200);
  return res.body;
};

describe('the category index kept between requests', () => {
  it('shows a change made by plain SQL on the next request', async () => {
    const first = (await catalogue()).children[0];
    if (!first) throw new Error('the demo has no categories');
    await api.db.execute(
      sql`update categories set title = 'Переименовано в базе' where id = ${first.id}`,
    );
    expect((await catalogue()).children.map((c) => c.title)).toContain('Переименовано в базе');

    await api.db.execute(
      sql`insert into categories (title, slug, full_slug, sort) values ('Новый раздел', 'novyy-razdel', 'novyy-razdel', 9999)`,
    );
    expect((await catalogue()).children.map((c) => c.full_slug)).toContain('novyy-razdel');
    expect((await api.request('/api/category/novyy-razdel/')).status).toBe(200);

    await api.db.execute(
      sql`update categories set is_hidden = true where full_slug = 'novyy-razdel'`,
    );
    expect((await api.request('/api/category/novyy-razdel/')).status).toBe(404);

    await api.db.execute(sql`delete from categories where full_slug = 'novyy-razdel'`);
    expect((await catalogue()).children.map((c) => c.full_slug)).not.toContain('novyy-razdel');
  });

  it('keeps the generation while nothing in the categories changes', async () => {
    const generation = async () =>
      (
        await rawRows<{ g: string }>(
          api.db,
          sql`select generation::text as g from category_generations`,
        )
      )[0]?.g;
    const before = await catalogue();
    const was = await generation();
    // Prices and stock do not touch the categories: the kept index stays good.
    await api.db.execute(
      sql`update products set stock = stock + 1 where id in (select id from products limit 5)`,
    );
    expect((await catalogue()).children).toEqual(before.children);
    expect(await generation()).toBe(was);
    await api.db.execute(
      sql`update categories set sort = sort where id = ${before.children[0]?.id ?? 0}`,
    );
    expect(await generation()).not.toBe(was);
  });
});
