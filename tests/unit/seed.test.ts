import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { SITE_CONFIG_KEYS } from '@/lib/constants';
import { verifyPassword } from '@/server/auth/password';
import { openDatabase, type Database } from '@/server/db/client';
import { deliveryMethods } from '@/server/db/schema/buying';
import { categories, productImages, productModels, products } from '@/server/db/schema/catalog';
import { priceTypes, productPrices, productStocks, warehouses } from '@/server/db/schema/exchange';
import {
  companies,
  navigationItems,
  outlets,
  pages,
  priceListDocuments,
  requestForms,
  siteConfigs,
} from '@/server/db/schema/content';
import {
  registrationApplications,
  tradePoints,
  userAddresses,
  users,
} from '@/server/db/schema/users';
import { seedDemo } from '@/demo/seed-demo';
import { rawRows } from '@/server/search/raw-rows';
import { seedIfEmpty } from '@/demo/seed-if-empty';
import { renderProductImage } from '@/demo/product-image/render';
import { DEMO_PRICE_TYPES, typePrice } from '@/demo/catalogue/commerceml-package';

const PRODUCTS = 300;
const PAGE_SLUGS = [
  'o-kompanii',
  'dostavka',
  'oplata',
  'kontakty',
  'politika-konfidencialnosti',
  'soglasie-na-obrabotku-personalnyh-dannyh',
  'optovym-pokupatelyam',
];

let database: Database;
let direct: Database;

// The catalogue goes through the 1C importer row by row: minutes, not seconds, on two cores.
beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite' });
  await seedDemo(database, { products: PRODUCTS });
  direct = await openDatabase({ driver: 'pglite' });
  await seedDemo(direct, { products: PRODUCTS, direct: true });
}, 300_000);

afterAll(async () => {
  await database?.close();
  await direct?.close();
});

/** What a shopper sees of each product, in a stable order; the dates move with the seed's clock. */
async function shopView(db: Database['db']) {
  return rawRows(
    db,
    sql`
    select p.slug, p.title, p.article, p.unit, p.price, p.old_price, p.stock, p.min_qty,
      p.pack_qty, p.brand, p.country, p.description, p.attributes, p.is_new, p.popularity,
      p.seo_title, p.og_image, p.is_active, p.vat_rate, c.full_slug, c.title as category,
      c.sort, c.image, c.seo_keywords,
      (select count(*)::int from products m where m.model_id = p.model_id) as model_size,
      (select string_agg(i.url, ',' order by i.sort) from product_images i
        where i.product_id = p.id) as images
    from products p join categories c on c.id = p.category_id
    order by p.slug`,
  );
}

describe('the demo catalogue as a 1C package', () => {
  it('lands through the importer exactly as the plain inserts write it', async () => {
    const [imported, written] = await Promise.all([shopView(database.db), shopView(direct.db)]);
    expect(imported).toHaveLength(PRODUCTS);
    expect(imported).toEqual(written);
  });

  it('ends with the same type prices and volume breaks on both paths (issue #13)', async () => {
    const wholesale = (db: Database['db']) =>
      rawRows<{ slug: string; price: string; breaks: string | null }>(
        db,
        sql`
        select p.slug, t.name, t.is_base, pp.price,
          (select string_agg(b.min_quantity || ':' || b.price, ',' order by b.min_quantity)
            from price_breaks b where b.product_id = p.id and b.price_type_id = t.id) as breaks
        from product_prices pp join products p on p.id = pp.product_id
          join price_types t on t.id = pp.price_type_id
        order by p.slug, t.name`,
      );
    const [imported, written] = await Promise.all([wholesale(database.db), wholesale(direct.db)]);
    expect(imported).toHaveLength(PRODUCTS * 3);
    expect(imported).toEqual(written);
    const withBreaks = imported.filter((r) => r.breaks !== null).length;
    expect(withBreaks).toBeGreaterThan(PRODUCTS * 1.5);
  });

  it('carries 1C Ид, prices per price type and stock per warehouse', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.every((p) => p.source === '1c' && p.externalId)).toBe(true);
    const types = await database.db.select().from(priceTypes).orderBy(priceTypes.id);
    expect(types.map((t) => [t.name, t.isBase])).toEqual([
      ['Розничная', true],
      ['Мелкий опт', false],
      ['Крупный опт', false],
    ]);
    const [sample] = rows.filter((p) => p.stock > 1);
    if (!sample) throw new Error('нет товара с остатком');
    const prices = await database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, sample.id));
    expect(prices.map((r) => Number(r.price)).sort((a, b) => b - a)).toEqual(
      // Kopeck arithmetic, as the package writes it: 0.95 × 0.9 is 0.86, where floats give 0.85.
      DEMO_PRICE_TYPES.map((t) => Number(typePrice(sample.price ?? '0', t.factor))),
    );
    const stocks = await database.db
      .select()
      .from(productStocks)
      .where(eq(productStocks.productId, sample.id));
    expect(stocks).toHaveLength(2);
    expect(stocks.reduce((sum, r) => sum + Number(r.quantity), 0)).toBe(sample.stock);
    expect(await database.db.select().from(warehouses)).toHaveLength(2);
  });
});

describe('seedDemo', () => {
  it('builds a three-level category tree with products only in leaves', async () => {
    const rows = await database.db.select().from(categories);
    const byId = new Map(rows.map((c) => [c.id, c]));
    const depth = (id: number): number => {
      const parent = byId.get(id)?.parentId;
      return parent == null ? 1 : 1 + depth(parent);
    };
    const tops = rows.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...rows.map((c) => depth(c.id)))).toBe(3);
    for (const c of rows) {
      const parent = c.parentId === null ? undefined : byId.get(c.parentId);
      expect(c.fullSlug).toBe(parent ? `${parent.fullSlug}/${c.slug}` : c.slug);
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(
        c.description && c.seoTitle && c.seoDescription && c.seoH1 && c.seoKeywords && c.ogTitle,
      ).toBeTruthy();
      expect(renderProductImage(c.image?.replace('/media/products/', '') ?? '')).not.toBeNull();
      if (depth(c.id) < 3) {
        const children = rows.filter((child) => child.parentId === c.id).length;
        expect(children, c.fullSlug).toBeGreaterThanOrEqual(2);
        expect(children, c.fullSlug).toBeLessThanOrEqual(4);
      }
    }
    const used = await database.db.selectDistinct({ id: products.categoryId }).from(products);
    for (const { id } of used) expect(depth(id)).toBe(3);
  });

  it('creates the requested number of products with unique articles and slugs', async () => {
    const rows = await database.db.select().from(products);
    expect(rows).toHaveLength(PRODUCTS);
    expect(new Set(rows.map((p) => p.article)).size).toBe(PRODUCTS);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(PRODUCTS);
    for (const p of rows) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      if (p.oldPrice !== null) expect(Number(p.oldPrice)).toBeGreaterThan(Number(p.price));
      expect(p.minQty).toBeLessThanOrEqual(p.packQty);
      expect(p.attributes.length).toBeGreaterThanOrEqual(3);
      expect(p.attributes.length).toBeLessThanOrEqual(6);
      expect(['шт', 'м²', 'м', 'кг', 'мешок', 'упак', 'рулон', 'л']).toContain(p.unit);
      expect(p.description && p.seoTitle && p.seoDescription && p.seoH1 && p.ogImage).toBeTruthy();
    }
    expect(rows.some((p) => p.stock === 0)).toBe(true);
    expect(rows.some((p) => p.oldPrice !== null)).toBe(true);
    expect(rows.some((p) => p.isNew)).toBe(true);
  });

  it('names products with the words the search relies on', async () => {
    const titles = (await database.db.select({ title: products.title }).from(products)).map((p) =>
      p.title.toLowerCase(),
    );
    for (const word of ['кирпич', 'облицовочный', 'рядовой', 'силикатный', 'цемент', 'ceresit']) {
      expect(
        titles.some((t) => t.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('gives every product at least one picture the media route can draw', async () => {
    const images = await database.db.select().from(productImages);
    const withImage = new Set(images.map((i) => i.productId));
    expect(withImage.size).toBe(PRODUCTS);
    for (const image of images) {
      expect(image.url.startsWith('/media/products/')).toBe(true);
      expect(renderProductImage(image.url.slice('/media/products/'.length))).not.toBeNull();
      expect(image.alt).not.toBe('');
    }
  });

  it('groups some products into models', async () => {
    const [models] = await database.db.select({ n: count() }).from(productModels);
    const [grouped] = await database.db
      .select({ n: count() })
      .from(products)
      .where(isNotNull(products.modelId));
    expect(models?.n ?? 0).toBeGreaterThan(0);
    // Every model has at least two variants.
    expect(grouped?.n ?? 0).toBeGreaterThanOrEqual(2 * (models?.n ?? 0));
  });

  it('fills every site config key', async () => {
    const rows = new Map(
      (await database.db.select().from(siteConfigs)).map((c) => [c.name, c.value]),
    );
    for (const key of SITE_CONFIG_KEYS) expect(rows.get(key)?.trim(), key).toBeTruthy();
    expect(() => {
      JSON.parse(rows.get('GOALS') ?? '');
    }).not.toThrow();
  });

  it('creates the content pages and the menu pointing at them', async () => {
    const rows = await database.db.select().from(pages);
    for (const slug of PAGE_SLUGS) {
      const page = rows.find((p) => p.slug === slug);
      expect(page, slug).toBeDefined();
      const words = (page?.content ?? '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, slug).toBeGreaterThanOrEqual(200);
      expect(words, slug).toBeLessThanOrEqual(600);
      expect(page?.seoTitle && page.seoDescription && page.ogTitle && page.ogImage).toBeTruthy();
    }
    const nav = await database.db.select().from(navigationItems);
    expect(nav.length).toBeGreaterThanOrEqual(5);
    expect(nav.length).toBeLessThanOrEqual(7);
    for (const item of nav.filter((n) => n.type === 'page'))
      expect(PAGE_SLUGS).toContain(item.slug);
    expect(
      nav.filter((n) => n.type === 'direct_link').every((n) => n.slug.startsWith('https://')),
    ).toBe(true);
  });

  it('creates the demo manager, the buyer with three trade points and a pending application', async () => {
    const [manager] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'manager@vitrina.by'));
    expect(manager).toMatchObject({
      role: 'manager',
      status: 'active',
      firstName: 'Ольга',
      lastName: 'Ковалёва',
    });
    expect(await verifyPassword('Manager-2026!', manager?.passwordHash ?? '')).toBe(true);

    const [buyer] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'buyer@vitrina.by'));
    expect(buyer).toMatchObject({
      role: 'customer',
      status: 'active',
      firstName: 'Андрей',
      phone: '+375291234567',
    });
    expect(await verifyPassword('Buyer-2026!', buyer?.passwordHash ?? '')).toBe(true);
    const buyerId = buyer?.id ?? -1;
    const points = await database.db
      .select()
      .from(tradePoints)
      .where(and(eq(tradePoints.userId, buyerId), eq(tradePoints.isArchived, false)));
    expect(points).toHaveLength(3);
    expect(
      await database.db.select().from(userAddresses).where(eq(userAddresses.userId, buyerId)),
    ).toHaveLength(2);

    const pending = await database.db.select().from(users).where(eq(users.status, 'pending'));
    expect(pending).toHaveLength(1);
    const [application] = await database.db.select().from(registrationApplications);
    expect(application).toMatchObject({ userId: pending[0]?.id, status: 'pending' });
    expect(application?.payload).toMatchObject({ is_registration: true, email: pending[0]?.email });
  });

  it('stores real price-list files generated from the products', async () => {
    const docs = await database.db.select().from(priceListDocuments);
    expect(docs).toHaveLength(3);
    for (const doc of docs) {
      expect(doc.content.length).toBeGreaterThan(0);
      expect(doc.sizeBytes).toBe(doc.content.length);
      expect(doc.fileName).toMatch(/^prais-list-[a-z-]+-\d{4}-\d{2}\.(csv|xls)$/);
    }
    const csv = docs.find((d) => d.type === 'CSV' && d.sort === 2);
    const text = csv?.content.toString('utf8') ?? '';
    expect(text.startsWith('\uFEFFАртикул;Наименование;Ед.;Цена, ₽;Наличие\r\n')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(PRODUCTS + 1);
    const xls = docs.find((d) => d.type === 'XLS');
    expect(xls?.mimeType).toBe('application/vnd.ms-excel');
    expect(xls?.content.toString('utf8')).toContain('<Workbook');
  });

  it('fills the company directory, outlets, forms and delivery methods', async () => {
    const orgs = await database.db.select().from(companies);
    expect(orgs.length).toBeGreaterThanOrEqual(35);
    for (const org of orgs) {
      if (org.country === 'by') expect(org.unp).toMatch(/^\d{9}$/);
      else expect(org.inn).toMatch(/^(\d{10}|\d{12})$/);
    }
    expect((await database.db.select().from(outlets)).length).toBeGreaterThanOrEqual(8);
    const [sidebar] = await database.db
      .select()
      .from(requestForms)
      .where(eq(requestForms.key, 'sidebar_form'));
    expect(sidebar?.fields.map((f) => [f.name, f.required])).toEqual([
      ['name', true],
      ['phone', true],
      ['comment', false],
    ]);
    const delivery = await database.db.select().from(deliveryMethods);
    expect(delivery).toHaveLength(3);
    expect(delivery.every((d) => d.description.length > 0)).toBe(true);
    expect(delivery.find((d) => d.code === 'pickup')).toMatchObject({
      price: '0.00',
      needsAddress: 0,
    });
  });

  it('leaves a seeded database alone on the next start', async () => {
    expect(await seedIfEmpty(database)).toBe(false);
    const [row] = await database.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(PRODUCTS);
  });
});
