import { startExchangeServer, type ExchangeTestServer } from './exchange-support';
import {
  expectBrowsable,
  expectOrderedAndExported,
  importedProduct,
  replayFixture,
} from './exchange-real-chain';

// The other real packages (tests/fixtures/commerceml/README.md) through the same chain as the
// 1C:УТ demo: replayed over HTTP, browsed, searched, ordered, exported through sale.
const CASES = [
  {
    fixture: '1c-ut',
    files: ['import0_1.xml', 'offers0_1.xml'],
    externalId: 'bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1',
    expected: { price: '100.00', stock: 377 },
  },
  {
    fixture: 'moysklad',
    files: ['import.xml', 'offers.xml'],
    externalId: 'VUcAQH2lgwCgvRyzPpgfx2',
    expected: { title: 'dev test 2', price: '50000.00' },
  },
];

describe.each(CASES)('the real $fixture package', ({ fixture, files, externalId, expected }) => {
  let ex: ExchangeTestServer;
  beforeAll(async () => {
    ex = await startExchangeServer();
    ex.cfg.fileLimit = 4096;
  }, 120_000);
  afterAll(() => ex.close());

  it('ends in success; the product is browsable, searchable, ordered and exported', async () => {
    const result = await replayFixture(ex, fixture);
    expect(result.imported.map((i) => i.name)).toEqual(files);
    const product = await importedProduct(ex, externalId);
    expect(product).toMatchObject({ ...expected, isActive: true });
    await expectBrowsable(ex, product);
    await expectOrderedAndExported(ex, [{ id: product.id, externalId }]);
  });
});
