import { eq } from 'drizzle-orm';
import { categories } from '@/server/db/schema/catalog';
import { priceTypes, productPrices, productStocks, warehouses } from '@/server/db/schema/exchange';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { importerOn } from './exchange-import-helpers';

let test: TestDatabase;
const { run, db, product, snapshot } = importerOn(() => test);

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

describe('a real 1C (УТ) package set: import0_1.xml then offers0_1.xml', () => {
  it('lands the group, goods with properties, the price type, warehouses and stock', async () => {
    const imported = await run('1c-ut/import0_1.xml');
    expect(imported.state).toBe('success');
    expect(imported.stats.productsCreated).toBe(3);
    const [group] = await db()
      .select()
      .from(categories)
      .where(eq(categories.externalId, '82cfb8dc-18f9-11e7-80c2-0cc47ab29cd1'));
    expect(group?.title).toBe('Коврики для дома');
    expect(group?.slug).toBe('kovriki-dlya-doma');
    const mat = await product('bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1');
    expect(mat).toMatchObject({
      title: 'Портативный коврик Portable 140x200x1 см, Деревянные лошадки',
      article: 'PM-421-WP',
      barcode: '8809288404089',
      brand: 'Crazy Boom',
      vatRate: '20.00',
      source: '1c',
      price: null,
      categoryId: group?.id,
      unit: 'шт',
    });
    // Справочник values are read through their ИдЗначения.
    expect(mat.attributes).toContainEqual({ name: 'Линейка', value: 'Portable' });
    expect(mat.attributes).toContainEqual({
      name: 'Страна производства',
      value: 'КОРЕЯ, РЕСПУБЛИКА',
    });
    expect(mat.attributes).toContainEqual({ name: 'Материал', value: 'PE' });

    const offers = await run('1c-ut/offers0_1.xml');
    // The fourth offer names a good this excerpt of the catalogue does not hold.
    expect(offers.stats.offersSkipped).toBe(1);
    expect(offers.stats.warnings.join(' ')).toContain('0c175826-19c2-11e7-80c2-0cc47ab29cd1');
    const priced = await product('bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1');
    expect(priced.price).toBe('100.00');
    expect(priced.stock).toBe(377);
    const stocks = await db()
      .select()
      .from(productStocks)
      .where(eq(productStocks.productId, priced.id));
    expect(stocks.map((s) => Number(s.quantity)).sort((a, b) => a - b)).toEqual([0, 1, 376]);
    const [base] = await db().select().from(priceTypes).where(eq(priceTypes.isBase, true));
    expect(base?.name).toBe('BASE');
    expect(base?.currency).toBe('RUB');
    expect(await db().select().from(warehouses)).toHaveLength(3);
  });

  it('changes nothing when the same files come again', async () => {
    const before = await snapshot();
    const again = await run('1c-ut/import0_1.xml');
    const offers = await run('1c-ut/offers0_1.xml');
    expect(again.stats).toMatchObject({
      productsCreated: 0,
      productsUpdated: 0,
      productsHidden: 0,
      categoriesCreated: 0,
      categoriesUpdated: 0,
    });
    expect(offers.stats.offersUpdated).toBe(0);
    expect(await snapshot()).toBe(before);
  });
});

describe('a real МойСклад file set', () => {
  it('lands nested groups, goods without an article, prices and stock', async () => {
    await run('moysklad/import.xml');
    const result = await run('moysklad/offers.xml');
    expect(result.stats.offersUpdated).toBe(2);
    const [child] = await db()
      .select()
      .from(categories)
      .where(eq(categories.externalId, 'i9UQaFxni4icAO0JMV71J1'));
    expect(child?.fullSlug).toBe('a1-noutbuki/devops-test');
    const item = await product('VUcAQH2lgwCgvRyzPpgfx2');
    expect(item.title).toBe('dev test 2');
    expect(item.description).toBe('тест 2 описание');
    expect(item.article).toMatch(/^1C-/);
    expect(item.stock).toBe(1);
    // The package does not price in the base type the УТ files brought: its own type becomes
    // the guests' price, and the log says so, instead of leaving its goods «по запросу».
    expect(item.price).toBe('50000.00');
    expect(result.stats.warnings.join('\n')).toMatch(/цена для гостей теперь из/);
    const [price] = await db()
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, item.id));
    expect(price?.price).toBe('50000.00');
  });

  it('hides the 1C goods a full catalogue no longer lists, never deletes them', async () => {
    // The МойСклад catalogue is full and does not list the УТ goods imported above.
    const mat = await product('bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1');
    expect(mat.isActive).toBe(false);
    expect((await product('VUcAQH2lgwCgvRyzPpgfx2')).isActive).toBe(true);
  });
});
