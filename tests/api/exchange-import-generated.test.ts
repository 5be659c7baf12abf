import { eq, sql } from 'drizzle-orm';
import { categories, products } from '@/server/db/schema/catalog';
import { priceTypes } from '@/server/db/schema/exchange';
import { setBasePriceType } from '@/server/exchange/base-price';
import { ExchangeError } from '@/server/exchange/errors';
import { finishCatalogImport } from '@/server/exchange/import';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { importerOn } from './exchange-import-helpers';

let test: TestDatabase;
const { changed, deps, run, db, product, snapshot } = importerOn(() => test);

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

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
