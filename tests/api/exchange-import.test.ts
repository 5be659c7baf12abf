import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { categories, products } from '@/server/db/schema/catalog';
import { priceTypes, productPrices, productStocks, warehouses } from '@/server/db/schema/exchange';
import { setBasePriceType } from '@/server/exchange/base-price';
import { ExchangeError } from '@/server/exchange/errors';
import { finishCatalogImport, importExchangeFile } from '@/server/exchange/import';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/commerceml');

let test: TestDatabase;
const changed: string[][] = [];

const deps = () => ({
  db: test.database,
  onCatalogChanged: (tags: string[]) => void changed.push(tags),
});

/** `name` is what 1C called the file (УТ 11 packages: import0_2.xml…), by default its own. */
function run(file: string, name = path.basename(file), session = 1) {
  return importExchangeFile(deps(), { path: path.join(FIXTURES, file), name }, { id: session });
}

const db = () => test.database.db;

async function product(externalId: string) {
  const [row] = await db().select().from(products).where(eq(products.externalId, externalId));
  if (!row) throw new Error(`нет товара ${externalId}`);
  return row;
}

/** Every row the importer may touch, to prove a refusal or a re-run wrote nothing. */
async function snapshot() {
  const [p, c, pp, ps] = await Promise.all([
    db().select().from(products).orderBy(asc(products.id)),
    db().select().from(categories).orderBy(asc(categories.id)),
    db().select().from(productPrices),
    db().select().from(productStocks),
  ]);
  return JSON.stringify({ p, c, pp, ps });
}

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

describe('generated files', () => {
  it('reads windows-1251 with CRLF, then offers in all three stock forms', async () => {
    await run('generated/import-1251.xml');
    const plaster = await product('gen-1');
    expect(plaster.title).toBe('Штукатурка гипсовая Ротбанд 30 кг');
    expect(plaster.pictureFiles).toEqual(['import_files/ab/gen-1.jpg']);
    expect(plaster.attributes).toContainEqual({ name: 'Производитель', value: 'Knauf' });
    await db().update(priceTypes).set({ isBase: false });
    const result = await run('generated/offers-stock-forms.xml');
    expect(result.stats.negativeStocks).toBe(1);
    expect(result.stats.offersSkipped).toBe(1);
    const [retail] = await db()
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.externalId, 'pt-retail'));
    expect(retail).toMatchObject({ isBase: true, vatIncluded: true });
    const [wholesale] = await db()
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.externalId, 'pt-opt'));
    expect(wholesale?.vatIncluded).toBe(false);
    expect(await product('gen-1')).toMatchObject({ price: '19.90', stock: 12 });
    // Остатки/Остаток/Склад: 7 and −3 (counted as 0); an empty price is «по запросу».
    expect(await product('gen-2')).toMatchObject({ price: null, stock: 7 });
    // Склад ИдСклада/КоличествоНаСкладе: 4 + 2.5, a whole number of pieces on the shelf.
    expect(await product('gen-3')).toMatchObject({ price: '1234.50', stock: 6 });
    const variant = await product('gen-1#blue');
    expect(variant).toMatchObject({
      title: 'Штукатурка гипсовая Ротбанд 30 кг (серая)',
      price: '21.00',
      stock: 5,
      categoryId: plaster.categoryId,
    });
    expect(variant.modelId).not.toBeNull();
    expect((await product('gen-1')).modelId).toBe(variant.modelId);
    expect(variant.attributes).toContainEqual({ name: 'Цвет', value: 'серая' });
  });

  it('moves products.price to another base price type when the manager picks one', async () => {
    const [wholesale] = await db()
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.externalId, 'pt-opt'));
    const [retail] = await db()
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.externalId, 'pt-retail'));
    if (!wholesale || !retail) throw new Error('нет типов цен');
    await setBasePriceType(db(), wholesale.id);
    expect((await product('gen-1')).price).toBe('17.10');
    // No wholesale price for gen-3: «по запросу», not 0.
    expect((await product('gen-3')).price).toBeNull();
    const [base] = await db().select().from(priceTypes).where(eq(priceTypes.isBase, true));
    expect(base?.id).toBe(wholesale.id);
    await setBasePriceType(db(), retail.id);
    expect(await product('gen-3')).toMatchObject({ price: '1234.50' });
    expect((await product('gen-1')).price).toBe('19.90');
  });

  it('applies an incremental namespaced 2.10 file: renames keep the slug, a deletion mark hides', async () => {
    const slug = (await product('gen-1')).slug;
    const [group] = await db().select().from(categories).where(eq(categories.externalId, 'g-mix'));
    const result = await run('generated/import-incremental-210.xml');
    expect(result.stats.productsHidden).toBe(1);
    expect(await product('gen-1')).toMatchObject({
      title: 'Штукатурка гипсовая Ротбанд 30 кг (новая)',
      slug,
      isActive: true,
    });
    expect((await product('gen-2')).isActive).toBe(false);
    // Incremental: gen-3 is not named and stays as it was.
    expect((await product('gen-3')).isActive).toBe(true);
    const [renamed] = await db()
      .select()
      .from(categories)
      .where(eq(categories.externalId, 'g-mix'));
    expect(renamed).toMatchObject({
      title: 'Сухие строительные смеси',
      slug: group?.slug,
      fullSlug: group?.fullSlug,
    });
  });

  it('hides what a packaged full catalogue omits only when the session ends', async () => {
    const result = await run('generated/import-full-without-3.xml', 'import0_2.xml', 7);
    expect(result.stats.productsHidden).toBe(0);
    expect((await product('gen-3')).isActive).toBe(true);
    expect(await finishCatalogImport(deps(), { id: 7 })).toEqual({ hidden: 1 });
    expect((await product('gen-3')).isActive).toBe(false);
    expect((await product('gen-2')).isActive).toBe(true);
    expect((await product('gen-1#blue')).isActive).toBe(true);
    // Another session without a full catalogue hides nothing at its end.
    expect(await finishCatalogImport(deps(), { id: 8 })).toEqual({ hidden: 0 });
  });

  it('hides with a one-file full catalogue at once; a status «Удален» hides', async () => {
    await run('generated/import-1251.xml');
    expect((await product('gen-3')).isActive).toBe(true);
    const result = await run('generated/import-full-without-3.xml');
    expect(result.stats.productsHidden).toBe(1);
    expect((await product('gen-3')).isActive).toBe(false);
    await run('generated/import-status-deleted.xml');
    expect((await product('gen-1')).isActive).toBe(false);
    expect(changed.every((tags) => tags.includes('catalog'))).toBe(true);
  });

  it.each([
    ['generated/doctype.xml', /DOCTYPE/],
    ['generated/malformed.xml', /корректным XML/],
    ['generated/duplicate-id.xml', /gen-8.*дважды/],
    ['generated/empty-name.xml', /gen-6.*пустое Наименование/],
    ['generated/version-unknown.xml', /3\.01.*не поддерживается/],
    ['generated/documents-only.xml', /ни классификатора, ни каталога/],
  ])('refuses %s and writes nothing', async (file, message) => {
    const before = await snapshot();
    const count = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(products);
    await expect(run(file)).rejects.toThrow(ExchangeError);
    await expect(run(file)).rejects.toThrow(message);
    expect(await snapshot()).toBe(before);
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(products),
    ).toEqual(count);
  });
});
