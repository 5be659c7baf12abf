import { sql } from 'drizzle-orm';
import { hashPassword } from '@/server/auth/password';
import type { Database, Tx } from '@/server/db/client';
import { deliveryMethods } from '@/server/db/schema/buying';
import {
  companies,
  navigationItems,
  outlets,
  pages,
  priceListDocuments,
  requestForms,
  siteConfigs,
} from '@/server/db/schema/content';
import { buildCompanies } from './directory';
import { OUTLETS } from './outlets';
import { COMPANY_PAGES } from './pages-company';
import { LEGAL_PAGES } from './pages-legal';
import {
  DEMO_BUYER,
  DEMO_EXCHANGE,
  DEMO_MANAGER,
  DEMO_WHOLESALE_BUYER,
  DEMO_ADMIN,
  seedPeople,
} from './people';
import { buildPriceLists } from './price-lists';
import { createRng } from './random';
import { completeDemoCatalog, importDemoCatalog } from './catalogue/import-catalog';
import { seedCatalog } from './catalogue/seed-catalog';
import { seedWholesalePrices } from './catalogue/wholesale-prices';
import { DELIVERY_METHODS, NAVIGATION, REQUEST_FORMS, SITE_CONFIG } from './site-content';

export interface SeedDemoOptions {
  products: number;
  /**
   * Rows written straight into the tables, skipping the 1C importer: for the benches that seed
   * 100,000 goods. The default loads the catalogue as a CommerceML package.
   */
  direct?: boolean;
  log?: (msg: string) => void;
}

/**
 * Fills an empty database with the demo shop: configs, menu, pages, forms, delivery methods,
 * the catalogue, price lists, company directory, outlets and demo users.
 *
 * The catalogue comes in as 1C would send it: a CommerceML package (import.xml, offers.xml)
 * through the exchange importer, one transaction per file as in a real session; then one
 * transaction adds what 1C does not carry (addresses, photos, SEO) and everything else. A
 * failure there leaves the imported catalogue, which a re-run matches by Ид and completes.
 * With `direct`, all of it is one transaction of plain inserts.
 */
export async function seedDemo(database: Database, options: SeedDemoOptions): Promise<void> {
  const { db } = database;
  const log = options.log ?? (() => undefined);
  const now = new Date();
  // scrypt is deliberately slow; hash before the transaction so it stays short.
  const [managerHash, buyerHash, exchangeHash, wholesaleHash, adminHash] = await Promise.all([
    hashPassword(DEMO_MANAGER.password),
    hashPassword(DEMO_BUYER.password),
    hashPassword(DEMO_EXCHANGE.password),
    hashPassword(DEMO_WHOLESALE_BUYER.password),
    hashPassword(DEMO_ADMIN.password),
  ]);
  const catalogue = { products: options.products, now, log };
  if (!options.direct && options.products > 0) await importDemoCatalog(database, catalogue);
  const fillCatalogue = (tx: Tx) =>
    options.direct || options.products === 0
      ? seedCatalog(tx, catalogue)
      : completeDemoCatalog(tx, catalogue);

  await db.transaction(async (tx) => {
    await tx
      .insert(siteConfigs)
      .values(Object.entries(SITE_CONFIG).map(([name, value]) => ({ name, value })));
    await tx.insert(navigationItems).values([...NAVIGATION]);
    await tx.insert(pages).values([...COMPANY_PAGES, ...LEGAL_PAGES]);
    await tx.insert(requestForms).values([...REQUEST_FORMS]);
    await tx.insert(deliveryMethods).values([...DELIVERY_METHODS]);
    log('Настройки сайта, меню, страницы, формы и способы доставки');

    const { rows, section } = await fillCatalogue(tx);
    await seedWholesalePrices(tx);
    log('Типы цен и скидки за количество');
    for (const document of buildPriceLists(rows, now, section)) {
      // PGlite turns a bytea parameter into hex one byte at a time (15 s for a 40 MB list);
      // a base64 text parameter decoded by the server takes under a second on either driver.
      const content = sql`decode(${document.content.toString('base64')}, 'base64')`;
      await tx.insert(priceListDocuments).values({ ...document, content });
    }
    log('Прайс-листы: 3 файла');

    await tx.insert(companies).values(buildCompanies(createRng(99_031)));
    await tx.insert(outlets).values([...OUTLETS]);
    await seedPeople(tx, {
      managerHash,
      buyerHash,
      exchangeHash,
      wholesaleHash,
      adminHash,
      now,
    });
    log('Справочник организаций, точки продаж и демо-пользователи');
  });
}
