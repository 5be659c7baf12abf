import { and, count, eq } from 'drizzle-orm';
import { SITE_CONFIG_KEYS } from '@/lib/constants';
import { verifyPassword } from '@/server/auth/password';
import { deliveryMethods } from '@/server/db/schema/buying';
import { products } from '@/server/db/schema/catalog';
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
import { seedIfEmpty } from '@/demo/seed-if-empty';
import { PRODUCTS, seededTwice } from './seed-helpers';

const PAGE_SLUGS = [
  'o-kompanii',
  'dostavka',
  'oplata',
  'kontakty',
  'politika-konfidencialnosti',
  'soglasie-na-obrabotku-personalnyh-dannyh',
  'optovym-pokupatelyam',
];

const { database } = seededTwice();

describe('seedDemo', () => {
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
