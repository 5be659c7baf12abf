import { countSuite } from './catalog-counts-helpers';
import { call } from './console-catalog-support';

/**
 * Issue #15: listings read product counts from a table the products' triggers keep, not from a
 * count per view. Whatever writes products — 1C, the console, the spreadsheet import, the
 * seed — must leave it equal to a real count, and the API must show real counts. Here the seed
 * and the console; the bulk writes in catalog-counts-bulk-writes.test.ts.
 */
const CATEGORIES = '/api/manager/catalog/categories/';
const PRODUCTS = '/api/manager/catalog/products/';
const { api, s, expectTrueCounts, leafWithProducts } = countSuite();

describe('kept product counts per category (issue #15)', () => {
  it('are right after the 1C import that seeded the shop', async () => {
    const root = await expectTrueCounts();
    expect(root.products.count).toBe(24);
    expect(root.children.reduce((sum, c) => sum + c.product_count, 0)).toBe(24);
  });

  it('follow the console: create, move, take off sale, hide a category, delete it', async () => {
    const leaf = await leafWithProducts();
    const top = await call<{ id: number; version: number; full_slug: string }>(
      api,
      s.manager,
      'POST',
      CATEGORIES,
      { title: 'Счётная' },
    );
    expect(top.status).toBe(201);
    const sub = await call<{ id: number; version: number; full_slug: string }>(
      api,
      s.manager,
      'POST',
      CATEGORIES,
      { title: 'Подсчётная', parent_id: top.body.id },
    );
    const made = await call<{ id: number; version: number }>(api, s.manager, 'POST', PRODUCTS, {
      title: 'Кирпич счётный',
      article: 'CNT-001',
      unit: 'шт',
      category_id: leaf.id,
      price: '10.00',
    });
    expect(made.status).toBe(201);
    await expectTrueCounts();
    await expectTrueCounts(leaf.fullSlug);

    const moved = await call<{ version: number }>(
      api,
      s.manager,
      'PATCH',
      `${PRODUCTS}${made.body.id}/`,
      { version: made.body.version, category_id: sub.body.id },
    );
    expect(moved.status).toBe(200);
    expect((await expectTrueCounts(top.body.full_slug)).products.count).toBe(1);
    await expectTrueCounts(leaf.fullSlug);

    const described = await call<{ version: number }>(
      api,
      s.manager,
      'PATCH',
      `${PRODUCTS}${made.body.id}/`,
      {
        version: moved.body.version,
        brand: 'Счётмаш',
        attributes: [
          { name: 'Цвет', value: 'Красный' },
          { name: 'Размер', value: '250×120' },
        ],
      },
    );
    expect(described.status).toBe(200);
    await expectTrueCounts(sub.body.full_slug);

    const off = await call<{ version: number }>(
      api,
      s.manager,
      'PATCH',
      `${PRODUCTS}${made.body.id}/`,
      { version: described.body.version, is_active: false },
    );
    expect(off.status).toBe(200);
    expect((await expectTrueCounts(top.body.full_slug)).products.count).toBe(0);
    const on = await call(api, s.manager, 'PATCH', `${PRODUCTS}${made.body.id}/`, {
      version: off.body.version,
      is_active: true,
    });
    expect(on.status).toBe(200);

    const before = (await expectTrueCounts()).products.count;
    const hidden = await call<{ version: number }>(
      api,
      s.manager,
      'PUT',
      `${CATEGORIES}${top.body.id}/`,
      { title: 'Счётная', is_hidden: true, version: top.body.version },
    );
    expect(hidden.status).toBe(200);
    expect((await expectTrueCounts()).products.count).toBe(before - 1);
    const shown = await call<{ version: number }>(
      api,
      s.manager,
      'PUT',
      `${CATEGORIES}${top.body.id}/`,
      { title: 'Счётная', is_hidden: false, version: hidden.body.version },
    );
    expect(shown.status).toBe(200);
    expect((await expectTrueCounts()).products.count).toBe(before);

    const gone = await call(
      api,
      s.manager,
      'DELETE',
      `${CATEGORIES}${top.body.id}/?version=${shown.body.version}&move_products_to=${leaf.id}`,
    );
    expect(gone.status).toBe(200);
    await expectTrueCounts();
    await expectTrueCounts(leaf.fullSlug);
  });
});
