import { startExchangeServer, type ExchangeTestServer } from './exchange-support';
import {
  expectBrowsable,
  expectOrderedAndExported,
  importedProduct,
  replayFixture,
} from './exchange-real-chain';

// A real 1C:УТ demo export (schema 2.07, tests/fixtures/commerceml/1c-ut-demo): nested groups,
// «Справочник» properties, goods with characteristics whose offers share one Артикул and one
// Ид tail, prices in RUB, stock per shop warehouse.
const COFFEE = 'bd72d92c-55bc-11d9-848a-00112f43529a';
const BOOTS_38 = 'bd72d910-55bc-11d9-848a-00112f43529a#90c55447-d3a8-11e4-9423-e0cb4ed5eed4';
const SHOES = [
  'bd72d913-55bc-11d9-848a-00112f43529a#90c55449-d3a8-11e4-9423-e0cb4ed5eed4',
  'bd72d913-55bc-11d9-848a-00112f43529a#90c5544a-d3a8-11e4-9423-e0cb4ed5eed4',
];

let ex: ExchangeTestServer;
beforeAll(async () => {
  ex = await startExchangeServer();
  ex.cfg.fileLimit = 4096;
}, 120_000);
afterAll(() => ex.close());

describe('a real 1C:УТ demo package, replayed over HTTP', () => {
  it('ends in success and imports both files', async () => {
    const result = await replayFixture(ex, '1c-ut-demo');
    expect(result.imported.map((i) => i.name)).toEqual(['import0_1.xml', 'offers0_1.xml']);
  });

  it('changes nothing when the same package comes again (before any order moves stock)', async () => {
    const before = await importedProduct(ex, COFFEE);
    await replayFixture(ex, '1c-ut-demo');
    expect(await importedProduct(ex, COFFEE)).toEqual(before);
  });

  it('lands a good in its nested group with the imported price and stock', async () => {
    const coffee = await importedProduct(ex, COFFEE);
    expect(coffee).toMatchObject({
      title: 'Кофеварка BRAUN KF22R',
      price: '18000.00',
      stock: 39,
      isActive: true,
    });
    expect(coffee.categorySlug.split('/')).toHaveLength(2);
    await expectBrowsable(ex, coffee);
  });

  it('keeps characteristics that share an Артикул and an Ид tail apart and orderable', async () => {
    const [a, b] = await Promise.all(SHOES.map((id) => importedProduct(ex, id)));
    expect(a?.id).not.toBe(b?.id);
    expect([a?.stock, b?.stock]).toEqual([120, 15]);
    const boots = await importedProduct(ex, BOOTS_38);
    expect(boots).toMatchObject({ title: 'Женские ботфорты коричневые (38)', price: '1719.00' });
    await expectBrowsable(ex, boots);
  });

  it('is put in a cart, ordered, and leaves through sale with the 1C Ид', async () => {
    const coffee = await importedProduct(ex, COFFEE);
    const boots = await importedProduct(ex, BOOTS_38);
    await expectOrderedAndExported(ex, [
      { id: coffee.id, externalId: COFFEE },
      { id: boots.id, externalId: BOOTS_38 },
    ]);
  });
});
